/**
 * Receipt signing keys in the database. The first process to start creates the first key;
 * `proofpay receipt-keys rotate` adds a new active key and stamps the old one rotated out. Both
 * run under one transaction-scoped advisory lock, so concurrent starts and rotations never make two
 * active keys (the partial unique index in sql/004_verification.sql backs this up).
 */
import type { Config } from '../core/config/config.js';
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { publishedReceiptKeys, type StoredReceiptKey } from './receipts/key-set.js';
import type { ReceiptSigner } from './receipts/receipt.js';
import { keyEncryptionKey } from '../core/sealing.js';
import { generateSigningKey, unsealPrivateKey } from './receipts/signing-keys.js';

const RECEIPT_KEY_LOCK = 7_310_221_007;

export interface ActiveKeyChange {
  kid: string;
  /** The key rotated out by this call, if any. */
  previousKid: string | null;
}

/** Creates the first active key unless one exists; answers the active key's kid. */
export async function ensureActiveReceiptKey(db: Db, kek: Buffer): Promise<ActiveKeyChange & { created: boolean }> {
  return withTransaction(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [RECEIPT_KEY_LOCK]);
    const { rows } = await client.query<{ kid: string }>('SELECT kid FROM receipt_signing_keys WHERE rotated_out_at IS NULL');
    if (rows[0]) return { kid: rows[0].kid, previousKid: null, created: false };
    return { kid: await insertKey(client, kek), previousKid: null, created: true };
  });
}

/** A new active key; the previous one stays published for the retention period. */
export async function rotateReceiptKey(db: Db, kek: Buffer): Promise<ActiveKeyChange> {
  return withTransaction(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [RECEIPT_KEY_LOCK]);
    const { rows } = await client.query<{ kid: string }>(
      'UPDATE receipt_signing_keys SET rotated_out_at = clock_timestamp() WHERE rotated_out_at IS NULL RETURNING kid',
    );
    return { kid: await insertKey(client, kek), previousKid: rows[0]?.kid ?? null };
  });
}

async function insertKey(client: Queryable, kek: Buffer): Promise<string> {
  const key = await generateSigningKey(kek);
  await client.query('INSERT INTO receipt_signing_keys (kid, x, sealed_private_key) VALUES ($1, $2, $3)', [key.kid, key.x, key.sealedPrivateKey]);
  return key.kid;
}

/** The keys that verify receipts now: the active one and rotated-out ones within retention. */
export async function publishedKeys(db: Queryable, retentionDays: number): Promise<StoredReceiptKey[]> {
  const { rows } = await db.query<{ kid: string; x: string; created_at: Date; rotated_out_at: Date | null }>(
    'SELECT kid, x, created_at, rotated_out_at FROM receipt_signing_keys',
  );
  const keys = rows.map((row) => ({ kid: row.kid, x: row.x, createdAt: row.created_at, rotatedOutAt: row.rotated_out_at }));
  return publishedReceiptKeys(keys, new Date(), retentionDays);
}

/**
 * The active signer of this process, unsealed once and re-read every `refreshMs`: after a
 * rotation by another process, this one signs with the old key (still published) until then.
 */
export class ReceiptSigners {
  private cached: { signer: ReceiptSigner; loadedAt: number } | undefined;
  private loading: Promise<ReceiptSigner> | undefined;

  constructor(
    private readonly db: Db,
    private readonly kek: Buffer,
    private readonly refreshMs: number,
  ) {}

  current(): Promise<ReceiptSigner> {
    if (this.cached && Date.now() - this.cached.loadedAt < this.refreshMs) return Promise.resolve(this.cached.signer);
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<ReceiptSigner> {
    const { kid } = await ensureActiveReceiptKey(this.db, this.kek);
    let signer = this.cached?.signer;
    if (signer?.kid !== kid) {
      const { rows } = await this.db.query<{ sealed_private_key: string }>('SELECT sealed_private_key FROM receipt_signing_keys WHERE kid = $1', [kid]);
      signer = { kid, privateKey: unsealPrivateKey(rows[0]!.sealed_private_key, this.kek, kid) };
    }
    this.cached = { signer, loadedAt: Date.now() };
    return signer;
  }
}

/** What the verification feature needs beyond the kernel's deps: a process's receipt signers. */
export interface VerificationServices {
  receipts: ReceiptSigners;
}

/** A process's signers, with the key-encryption key from the configuration (or DATA_DIR). */
export function receiptSignersFor(config: Config, db: Db): ReceiptSigners {
  return new ReceiptSigners(db, keyEncryptionKey(config.keyEncryptionKey, config.dataDir), config.receipts.signerRefreshMs);
}
