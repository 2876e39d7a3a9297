import type { Config } from '../core/config/config.js';
import type { VerificationServices } from '../verification/index.js';
import type { LedgerContext, SessionEventSource } from './payments/index.js';
import { checkoutSessionView } from './session-api.js';
import { findSessionById } from './sessions.js';

/** The session object session events carry: the session as the API shows it after the change, metadata included. */
export function checkoutSessionEvents(publicBaseUrl: string): SessionEventSource {
  return async (client, sessionId) => {
    const session = (await findSessionById(client, sessionId))!;
    return { projectId: session.project_id, network: session.network, object: checkoutSessionView(session, publicBaseUrl) };
  };
}

/** What checkout's routes and jobs give the money engine: the registry, the RPC limit, the session events' object, the payment receipts' signers. */
export function paymentLedger(config: Config, { receipts }: VerificationServices): LedgerContext {
  return {
    chains: config.chains,
    rpcTimeoutMs: config.payments.rpcTimeoutMs,
    rpcAttemptTimeoutMs: config.payments.rpcAttemptTimeoutMs,
    sessionEvent: checkoutSessionEvents(config.publicBaseUrl),
    receipts: { issuer: config.publicBaseUrl, signers: receipts },
  };
}
