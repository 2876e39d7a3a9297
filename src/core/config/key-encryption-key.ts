/** How RECEIPT_KEY_ENCRYPTION_KEY must look; config checks it at start, the receipt signer uses it. */
export const KEK_FORMAT = 'must be 32 bytes (base64, base64url or 64 hex digits)';

/** A key-encryption key from its text form, or undefined when it is not 32 bytes. */
export function parseKeyEncryptionKey(text: string): Buffer | undefined {
  const kek = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  return kek.length === 32 ? kek : undefined;
}
