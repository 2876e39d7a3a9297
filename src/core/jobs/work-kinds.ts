/**
 * The kinds of background work. Each kind has a graphile-worker runner of its own in every worker
 * process, with its own slots (WORKER_*_CONCURRENCY): a runner takes only jobs of its kind, so slow
 * deliveries or a long compilation never hold up chain watching or expiry, nor each other.
 */
export const WORK_KINDS = ['chain', 'webhooks', 'heavy'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
