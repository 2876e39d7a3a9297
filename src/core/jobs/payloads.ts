/**
 * Every job the service runs, by task name, with the payload it carries. Adding a job means adding
 * it here and giving it a handler in handlers/; the compiler then checks every enqueue and handler.
 */
export interface JobPayloads {
  'ops.probe': { probe_id: string };
  /** Expire every pending session past expires_at; the job schedules its own next run. */
  'checkout.expire_due_sessions': Record<string, never>;
  /** One pass of a chain's watcher; it schedules its next pass itself (docs/payments.md). */
  'payments.watch_chain': { chain: string };
  /** Verify the items of a large batch, in chunks, and record each result once. */
  'zk.verify_batch': { batch_id: string };
  /** Build `version` of a ZK proof record (compile, Groth16 setup, store) and put it in force. */
  'circuits.compile_proof': { proof_id: string; version: number };
  /** Compile a circuit file and compute the witness for an input file. */
  'circuits.run_compilation': { compilation_id: string };
  /** Deploy the verifier of `version` of a ZK proof record on `chain` (a registry key), through the CREATE2 proxy. */
  'deployments.deploy_verifier': { proof_id: string; version: number; chain: string };
  /** One attempt of a webhook delivery; a failure schedules the next attempt as a new job. */
  'webhooks.deliver': { delivery_id: string };
}

export type JobName = keyof JobPayloads;
