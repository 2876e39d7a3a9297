import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ceremonyPtauName, fetchPtau, PUBLISHED_PTAU_BLAKE2B } from '../../src/circuits/toolchain/ptau-fetch.js';

// `proofpay ptau fetch` against a local mirror: the published files are too large to ship and cannot
// be downloaded here, so a test file stands for one, with its own hash in the table the command checks.
const content = randomBytes(100_000);
const published = { 8: createHash('blake2b512').update(content).digest('hex') };
const server = http.createServer((req, res) => {
  if (req.url === `/mirror/${ceremonyPtauName(8)}`) res.writeHead(200).end(content);
  else if (req.url === '/tampered/powersOfTau28_hez_final_08.ptau') res.writeHead(200).end(Buffer.concat([content, Buffer.from([0])]));
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-ptau-fetch-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'ptau');
};

t.test('the published table covers powers 8 to 27 with BLAKE2b-512 hashes', async (t) => {
  t.same(
    Object.keys(PUBLISHED_PTAU_BLAKE2B).map(Number),
    Array.from({ length: 20 }, (_, i) => i + 8),
  );
  for (const hash of Object.values(PUBLISHED_PTAU_BLAKE2B)) t.match(hash, /^[0-9a-f]{128}$/);
});

t.test('a file with its published hash is installed under its ceremony name, then found present', async (t) => {
  const dir = freshDir();
  const lines: string[] = [];
  const installed = await fetchPtau({ power: 8, dir, from: `${base}/mirror/`, published, say: (line) => lines.push(line) });
  t.match(installed, { outcome: 'installed', path: path.join(dir, 'powersOfTau28_hez_final_08.ptau'), bytes: content.length, blake2b: published[8] });
  t.equal(installed.sha256, createHash('sha256').update(content).digest('hex'), 'with its SHA-256, for a PTAU_SHA256SUMS list');
  t.same(fs.readdirSync(dir), ['powersOfTau28_hez_final_08.ptau'], 'no temporary file left');
  t.match(lines.join('\n'), /fetching powersOfTau28_hez_final_08\.ptau from http:.*\ninstalled /);
  t.match(await fetchPtau({ power: 8, dir, from: `${base}/nowhere/`, published }), { outcome: 'present' }, 'a second run checks the file, fetches nothing');
});

t.test('from a local folder or file too', async (t) => {
  const source = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-ptau-source-'));
  t.teardown(() => fs.rmSync(source, { recursive: true, force: true }));
  fs.writeFileSync(path.join(source, ceremonyPtauName(8)), content);
  t.match(await fetchPtau({ power: 8, dir: freshDir(), from: source, published }), { outcome: 'installed' });
  t.match(await fetchPtau({ power: 8, dir: freshDir(), from: path.join(source, ceremonyPtauName(8)), published }), { outcome: 'installed' });
});

t.test('a file that is not the published one is refused and nothing is left in PTAU_DIR', async (t) => {
  const dir = freshDir();
  await t.rejects(fetchPtau({ power: 8, dir, from: `${base}/tampered/`, published }), {
    name: 'PtauFetchError',
    message: /is not the published powersOfTau28_hez_final_08\.ptau: its BLAKE2b-512 is [0-9a-f]{128}, the published one [0-9a-f]{128}; nothing was installed/,
  });
  t.same(fs.readdirSync(dir), [], 'neither the file nor a temporary one');
  await t.rejects(fetchPtau({ power: 8, dir, from: `${base}/missing/`, published }), { name: 'PtauFetchError', message: /answered 404/ });
  await t.rejects(fetchPtau({ power: 9, dir, published }), { name: 'PtauFetchError', message: /--power must be one of 8–8/ });
  t.same(fs.readdirSync(dir), []);
});

t.test('a wrong file already in PTAU_DIR is reported, not replaced', async (t) => {
  const dir = freshDir();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ceremonyPtauName(8)), 'not a ptau');
  await t.rejects(fetchPtau({ power: 8, dir, from: `${base}/mirror/`, published }), {
    message: /is already there but is not the published file .*remove it first/,
  });
  t.equal(fs.readFileSync(path.join(dir, ceremonyPtauName(8)), 'utf8'), 'not a ptau');
});
