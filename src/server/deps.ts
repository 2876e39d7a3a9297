import { type ApiDeps, createApiDeps } from '../http/deps.js';
import { receiptSignersFor, type VerificationServices } from '../verification/index.js';

/** What an API process gives its routes: the kernel's ApiDeps and every feature's services. */
export type ServiceDeps = ApiDeps & VerificationServices;

/** The deps of an API process; `close` ends its pool threads. */
export function createServiceDeps(base: Pick<ApiDeps, 'config' | 'db' | 'log'>): ServiceDeps & { close(): Promise<void> } {
  const kernel = createApiDeps(base);
  return { ...kernel, receipts: receiptSignersFor(base.config, base.db) };
}
