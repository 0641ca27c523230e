// Runs callbacks in a task of their own, after the current one: a MessageChannel message, as React's scheduler
// uses. Neither an animation frame nor a timer, which a background tab or a browser test's fake clock may hold back
// (decision 016).
const pending: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  for (const run of pending.splice(0)) run();
};

export function nextTask(callback: () => void): void {
  pending.push(callback);
  if (pending.length === 1) channel.port2.postMessage(null);
}
