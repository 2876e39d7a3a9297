/**
 * Every job the service runs, by task name, with the payload it carries. The core knows none of
 * them: each feature declares its own jobs here by declaration merging, next to their handlers
 * (`declare module '../core/jobs/payloads.js' { interface JobPayloads { 'payments.watch_chain': … } }`),
 * and the composition root (src/server/task-list.ts) gives each a handler; the compiler then checks
 * every enqueue and handler.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature.
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
