/**
 * Ed25519 receipt signing keys: generation, the JWKS entry, and sealing of the private key
 * (core/sealing.ts). The kid is the key's RFC 7638 JWK thumbprint.
 */
import { type KeyObject, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import { seal, unseal } from '../../core/sealing.js';

/** The spec's JWKS entry. */
export interface ReceiptJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface NewSigningKey {
  kid: string;
  /** The public key, base64url (the JWK `x`). */
  x: string;
  /** The private key, sealed: store this, never the plain key. */
  sealedPrivateKey: string;
}

export const jwkEntry = (kid: string, x: string): ReceiptJwk => ({ kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' });

export async function generateSigningKey(kek: Buffer): Promise<NewSigningKey> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  return { kid, x, sealedPrivateKey: sealPrivateKey(privateKey, kek, kid) };
}

/** The PKCS#8 DER of the key, sealed with the kid as context (core/sealing.ts). */
export function sealPrivateKey(privateKey: KeyObject, kek: Buffer, kid: string): string {
  return seal(privateKey.export({ format: 'der', type: 'pkcs8' }), kek, kid);
}

/** Throws when the sealed text was altered, or was sealed under another key-encryption key or kid. */
export function unsealPrivateKey(sealed: string, kek: Buffer, kid: string): KeyObject {
  return createPrivateKey({ key: unseal(sealed, kek, kid), format: 'der', type: 'pkcs8' });
}
