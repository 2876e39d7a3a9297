/**
 * Every job the service runs, by task name, with the payload it carries. Adding a job means adding
 * it here and giving it a handler in handlers/; the compiler then checks every enqueue and handler.
 */
export interface JobPayloads {
  'ops.probe': { probe_id: string };
  'checkout.expire_session': { session_id: string };
  'zk.verify_batch': { batch_id: string };
}

export type JobName = keyof JobPayloads;
