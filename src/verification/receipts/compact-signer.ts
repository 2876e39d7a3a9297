/**
 * Receipt signing: a compact JWS, `{"alg":"EdDSA","kid":…,"typ":"JWT"}` over the claims, made with
 * node:crypto's Ed25519 directly. A batch endpoint signs a receipt per proof, and jose's
 * asynchronous signing costs more CPU than this synchronous call; the claims come typed
 * from the verifier, not from a client.
 */
import { sign } from 'node:crypto';
import type { PaymentReceiptClaims, ReceiptClaims, ReceiptSigner } from './receipt.js';

const headers = new Map<string, string>();

function encodedHeader(kid: string): string {
  let header = headers.get(kid);
  if (header === undefined) {
    header = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid, typ: 'JWT' })).toString('base64url');
    headers.set(kid, header);
  }
  return header;
}

export function signReceiptSync(claims: ReceiptClaims | PaymentReceiptClaims, signer: ReceiptSigner): string {
  const signingInput = `${encodedHeader(signer.kid)}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${sign(null, Buffer.from(signingInput), signer.privateKey).toString('base64url')}`;
}
