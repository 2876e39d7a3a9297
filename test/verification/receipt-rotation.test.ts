import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { distRoot } from '../../src/core/paths.js';
import { startTestApp } from '../helpers/app.js';
import { insertProofRecord, projectWithKeys } from '../helpers/zk-records.js';
import { loadFixture } from './groth16-fixtures.js';

const app = await startTestApp(t, { worker: false, env: { RECEIPT_SIGNER_REFRESH_MS: '100' } });
const fixture = loadFixture('multiplier');
const alice = await projectWithKeys(app, 'alice@rotation.test');
const proofId = await insertProofRecord(app.db, alice.projectId, fixture.vk);

const verify = async () => {
  const response = await app.request(`/v1/zk/proofs/${proofId}/verify`, { method: 'POST', token: alice.keys.test, json: fixture.proofs[0] });
  return ((await response.json()) as { receipt: string }).receipt;
};
const attest = async (receipt: unknown) => {
  const response = await app.request('/v1/attestations/verify', { method: 'POST', json: { receipt } });
  return { status: response.status, body: (await response.json()) as any };
};
const kids = async () => ((await (await app.request('/v1/.well-known/jwks.json')).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

const before = await verify();
const oldKid = decodeProtectedHeader(before).kid as string;
const rotation = await promisify(execFile)(process.execPath, [path.join(distRoot, 'src/cli.js'), 'receipt-keys', 'rotate'], {
  env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl, DATA_DIR: app.config.dataDir, LOG_LEVEL: 'error', NODE_ENV: 'test' },
});
const newKid = /active receipt key: (\S+)/.exec(rotation.stdout)?.[1];

t.test('`proofpay receipt-keys rotate` makes a new active key and keeps the old one published', async (t) => {
  t.ok(newKid, rotation.stdout);
  t.not(newKid, oldKid);
  t.match(rotation.stdout, new RegExp(`rotated out: ${oldKid} \\(still published and trusted for 365 days\\)`));
  t.same(await kids(), [newKid, oldKid], 'newest first');
  await new Promise((resolve) => setTimeout(resolve, 200)); // past the signer refresh interval
  const after = await verify();
  t.equal(decodeProtectedHeader(after).kid, newKid, 'new receipts are signed with the new key');
  t.match(await attest(after), { status: 200, body: { valid: true, kid: newKid } });
});

t.test('a receipt signed before the rotation still passes the attestation check', async (t) => {
  t.match(await attest(before), { status: 200, body: { valid: true, kid: oldKid, claims: { proof_id: proofId, verified: true, iss: app.url } } });
});

t.test('altered, forged and malformed receipts fail with a reason', async (t) => {
  const [header, payload, signature] = before.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const altered = Buffer.from(JSON.stringify({ ...claims, proof_id: 'zkp_someoneelse' })).toString('base64url');
  t.match(await attest(`${header}.${altered}.${signature}`), { status: 200, body: { valid: false, reason: 'bad_signature' } }, 'claims altered');
  const { privateKey } = generateKeyPairSync('ed25519');
  const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: oldKid, typ: 'JWT' }).sign(privateKey);
  t.match(await attest(forged), { body: { valid: false, reason: 'bad_signature' } }, 'signed by another key under our kid');
  const stranger = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: 'stranger', typ: 'JWT' }).sign(privateKey);
  t.match(await attest(stranger), { body: { valid: false, reason: 'unknown_key' } });
  t.match(await attest('not.a receipt'), { body: { valid: false, reason: 'malformed' } });
  t.match(await attest(42), { status: 400, body: { error: { code: 'invalid_request', message: 'receipt: must be a string' } } });
});

t.test('once past the retention period, the old key leaves the JWKS and its receipts are unknown_key', async (t) => {
  await app.db.query(`UPDATE receipt_signing_keys SET rotated_out_at = now() - interval '366 days' WHERE kid = $1`, [oldKid]);
  t.same(await kids(), [newKid]);
  t.match(await attest(before), { body: { valid: false, reason: 'unknown_key' } });
});
