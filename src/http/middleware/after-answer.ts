/**
 * A request's own bookkeeping (its log line, its metrics), run after its answer is written. Koa
 * writes the answer only once every middleware has returned, so work in a middleware's `finally`
 * delays the answer by its cost, which at one connection is the client's wait. Tasks queued here
 * run in the event loop's check phase (one setImmediate for all the tasks of a turn): after the
 * microtasks in which Koa writes the answers of this turn, and before the loop waits for more input.
 */
const pending: (() => void)[] = [];

function runPending(): void {
  for (const task of pending.splice(0)) task();
}

/** `task` must not throw: it runs outside any request, where nothing would answer for it. */
export function afterAnswer(task: () => void): void {
  if (pending.push(task) === 1) setImmediate(runPending);
}
