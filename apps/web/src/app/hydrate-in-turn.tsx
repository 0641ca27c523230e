import { Suspense, use, type ReactNode } from 'react';
import { nextTask } from './next-task';

// Preact hydrates a page in one piece (decision 016): one long task on a slow phone. Parts of the page wrapped in
// HydrateInTurn wait, during the first hydration only, for tasks of their own, one after the other, in the order
// planned: the browser can paint and answer a tap between them. A part that waits keeps the server's HTML on screen
// (a suspended hydration), so nothing is redrawn.
type Turn = { done: boolean; promise: Promise<void> };
const turns = new Map<string, Turn>();

/** Called once, before hydrating a server-rendered page: each named part then hydrates in a task of its own. */
export function planHydrationTurns(names: readonly string[]): void {
  let previous: Promise<void> = Promise.resolve();
  for (const name of names) {
    const turn: Turn = { done: false, promise: previous };
    turn.promise = previous.then(
      () =>
        new Promise<void>((resolve) =>
          nextTask(() => {
            turn.done = true;
            resolve();
          }),
        ),
    );
    previous = turn.promise;
    turns.set(name, turn);
  }
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  const turn = turns.get(name);
  if (turn && !turn.done) use(turn.promise);
  return children;
}

/**
 * A part of a server-rendered page that hydrates in its turn (planHydrationTurns). Its children must be one element:
 * Preact resumes a suspended hydration from one DOM node (decision 016).
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
