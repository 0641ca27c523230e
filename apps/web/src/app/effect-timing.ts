import { options } from 'preact';

// Preact runs useEffect callbacks after the next animation frame (requestAnimationFrame, or 35 ms by timer). A page
// that paints no frame, a tab in the background or a browser test on a fake clock, would then not run them: the
// app would never say it is ready, and a carousel would never start. Here they run in a task of their own after
// the render, as React's scheduler runs them (a MessageChannel message: no frame, no timer). Decision 016.
const pending: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  for (const run of pending.splice(0)) run();
};

options.requestAnimationFrame = (callback) => {
  pending.push(callback);
  if (pending.length === 1) channel.port2.postMessage(null);
};
