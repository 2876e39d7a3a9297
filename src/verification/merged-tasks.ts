/**
 * Verification tasks of several requests merged while they wait for a thread. With no idle thread
 * a task waits anyway; joining the waiting task of its project and key (up to MAX_PROOFS_PER_TASK
 * items) makes tasks under load larger, and a task's fixed cost (its final exponentiation, the
 * key's pairs) is then shared by more proofs: 256 proofs a task cost the threads 3-4% less per proof
 * than 100 (docs/performance.md). Only one project's items share a task, so that one project's
 * false items never lengthen another's task.
 */
import type { PoolInput, PoolOutput, TaskPool } from '../core/pool/task-pool.js';
import type { ReceiptPart, ReceiptScope } from './receipts/compact-signer.js';

/** Bounds a task's CPU time, which is longest when every proof is false (the search for false items), so that no task holds a thread for long. */
export const MAX_PROOFS_PER_TASK = 256;

type VerifyInput = PoolInput<'groth16-verify'>;
type VerifyOutput = PoolOutput<'groth16-verify'>;

/** A task waiting for a thread, with what has joined it. */
interface WaitingTask {
  items: VerifyInput['items'];
  receipts: ReceiptPart[];
  output: Promise<VerifyOutput>;
}
/** Per pool, the waiting task of each merge key. */
const waitingTasks = new WeakMap<TaskPool, Map<string, WaitingTask>>();

/**
 * The results of `items` from the waiting task of `mergeKey` (a project and a key), or from a new
 * one when there is none or it has no room left. The task takes its items when it gets its thread
 * (TaskPool.runWhenFree); each caller's receipts are signed with its own `scope`, and each gets its
 * slice of the results.
 */
export async function runMerged(
  pool: TaskPool,
  { mergeKey, key, items, scope }: { mergeKey: string; key: Omit<VerifyInput, 'items' | 'receipts'>; items: VerifyInput['items']; scope: ReceiptScope },
): Promise<VerifyOutput> {
  let waiting = waitingTasks.get(pool);
  if (!waiting) {
    waiting = new Map();
    waitingTasks.set(pool, waiting);
  }
  let task = waiting.get(mergeKey);
  if (!task || task.items.length + items.length > MAX_PROOFS_PER_TASK) {
    const created: WaitingTask = { items: [], receipts: [], output: Promise.resolve({ results: [], ms: 0 }) };
    created.output = pool.runWhenFree('groth16-verify', () => {
      if (waiting.get(mergeKey) === created) waiting.delete(mergeKey);
      return { ...key, items: created.items, receipts: created.receipts };
    });
    waiting.set(mergeKey, created);
    task = created;
  }
  const offset = task.items.length;
  task.items.push(...items);
  task.receipts.push({ scope, count: items.length });
  const output = await task.output;
  return 'vkError' in output ? output : { results: output.results.slice(offset, offset + items.length), ms: output.ms };
}
