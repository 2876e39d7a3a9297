import { Webhook } from 'standardwebhooks';
import type { Event } from './types.js';

/** Headers as Node's `request.headers`, a fetch `Headers`, or a plain object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** The delivery's signature, timestamp or body does not check with the secret: do not act on it. */
export class ProofpaySignatureVerificationError extends Error {
  override readonly name = 'ProofpaySignatureVerificationError';
}

/** Standard Webhooks wants the three `webhook-*` headers by their lower-case names, one value each. */
function headerRecord(headers: WebhookHeaders): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const record: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== undefined) record[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return record;
}

export const webhooks = {
  /**
   * The event a delivery carries, once its Standard Webhooks signature checks with the endpoint's
   * secret (`whsec_…`) over the raw body, and its timestamp is within five minutes; otherwise
   * throws ProofpaySignatureVerificationError. Pass the body exactly as received, before any JSON
   * parsing. Deliveries can repeat: deduplicate by `event.id` (the `webhook-id` header).
   */
  verify(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): Event {
    const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    try {
      return new Webhook(secret).verify(body, headerRecord(headers)) as Event;
    } catch (error) {
      throw new ProofpaySignatureVerificationError(`Webhook not verified: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  },
};
