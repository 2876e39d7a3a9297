/**
 * Every job the service runs, by task name, with the payload it carries. The core knows none of
 * them: each feature declares its own jobs' payloads here by declaration merging, in the `*.job.ts`
 * that defines the job (`declare module '../core/jobs/payloads.js' { interface JobPayloads {
 * 'payments.watch_chain': … } }`, then `defineJob({ name: 'payments.watch_chain', … })`); the
 * compiler then checks every enqueue and handler, and the composition root's list
 * (src/server/task-list.ts) that no declared job is left without its definition.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature.
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
