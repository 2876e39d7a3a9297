/**
 * Receipt signing: a compact JWS, `{"alg":"EdDSA","kid":…,"typ":"JWT"}` over the claims, made with
 * node:crypto's Ed25519 directly. A batch endpoint signs a receipt per proof, and jose's
 * asynchronous signing costs more CPU than this synchronous call; the claims come typed
 * from the verifier, not from a client. This module imports no more than node:crypto, so that a
 * pool thread can sign the receipts of the proofs it verified (verificationReceipt).
 */
import { sign } from 'node:crypto';
import type { Network } from '../../core/network.js';
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

/** What a request's verification receipts share: the signing key, the issuer, the moment and the network. */
export interface ReceiptScope {
  signer: ReceiptSigner;
  /** The receipts' `iss`: PUBLIC_BASE_URL. */
  issuer: string;
  /** The verifications' created_at, in milliseconds: `iat` is its second. */
  createdAt: number;
  network: Network;
}

/** `count` consecutive items of a pool task whose receipts `scope` signs: a part of a task merged from several requests'. */
export interface ReceiptPart {
  scope: ReceiptScope;
  count: number;
}

/** One verification's own claims: its id (`jti`), the proof's and its key's, the verdict and, with an on-chain check, where it was made. */
export interface VerificationClaims {
  id: string;
  proof_id: string;
  vk_hash: string;
  proof_hash: string;
  public_signals_hash: string;
  verified: boolean;
  onchain?: { chain_id: number; contract_address: string; block_number: number } | null;
}

/** A verification's receipt (docs/receipts.md): the one place its claims are put together, on the main thread or in a pool thread. */
export function verificationReceipt(scope: ReceiptScope, { id, onchain, ...item }: VerificationClaims): string {
  const claims: ReceiptClaims = {
    iss: scope.issuer,
    iat: Math.floor(scope.createdAt / 1000),
    jti: id,
    proof_id: item.proof_id,
    vk_hash: item.vk_hash,
    proof_hash: item.proof_hash,
    public_signals_hash: item.public_signals_hash,
    verified: item.verified,
    network: scope.network,
    ...(onchain ? { chain_id: onchain.chain_id, contract_address: onchain.contract_address, block_number: onchain.block_number } : {}),
  };
  return signReceiptSync(claims, scope.signer);
}
