import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The Hermez (Polygon zkEVM) powers-of-tau ceremony files, `powersOfTau28_hez_final_NN.ptau`, each
 * with the BLAKE2b-512 hash the snarkjs README publishes for it (the hash `snarkjs powersoftau
 * verify` prints). A file is installed in PTAU_DIR only when it has that hash.
 */
export const PUBLISHED_PTAU_BLAKE2B: Readonly<Record<number, string>> = {
  8: 'd6a8fb3a04feb600096c3b791f936a578c4e664d262e4aa24beed1b7a9a96aa5eb72864d628db247e9293384b74b36ffb52ca8d148d6e1b8b51e279fdf57b583',
  9: '94f108a80e81b5d932d8e8c9e8fd7f46cf32457e31462deeeef37af1b71c2c1b3c71fb0d9b59c654ec266b042735f50311f9fd1d4cadce47ab234ad163157cb5',
  10: '6cfeb8cda92453099d20120bdd0e8a5c4e7706c2da9a8f09ccc157ed2464d921fd0437fb70db42104769efd7d6f3c1f964bcf448c455eab6f6c7d863e88a5849',
  11: '47c282116b892e5ac92ca238578006e31a47e7c7e70f0baa8b687f0a5203e28ea07bbbec765a98dcd654bad618475d4661bfaec3bd9ad2ed12e7abc251d94d33',
  12: 'ded2694169b7b08e898f736d5de95af87c3f1a64594013351b1a796dbee393bd825f88f9468c84505ddd11eb0b1465ac9b43b9064aa8ec97f2b73e04758b8a4a',
  13: '58efc8bf2834d04768a3d7ffcd8e1e23d461561729beaac4e3e7a47829a1c9066d5320241e124a1a8e8aa6c75be0ba66f65bc8239a0542ed38e11276f6fdb4d9',
  14: 'eeefbcf7c3803b523c94112023c7ff89558f9b8e0cf5d6cdcba3ade60f168af4a181c9c21774b94fbae6c90411995f7d854d02ebd93fb66043dbb06f17a831c1',
  15: '982372c867d229c236091f767e703253249a9b432c1710b4f326306bfa2428a17b06240359606cfe4d580b10a5a1f63fbed499527069c18ae17060472969ae6e',
  16: '6a6277a2f74e1073601b4f9fed6e1e55226917efb0f0db8a07d98ab01df1ccf43eb0e8c3159432acd4960e2f29fe84a4198501fa54c8dad9e43297453efec125',
  17: '6247a3433948b35fbfae414fa5a9355bfb45f56efa7ab4929e669264a0258976741dfbe3288bfb49828e5df02c2e633df38d2245e30162ae7e3bcca5b8b49345',
  18: '7e6a9c2e5f05179ddfc923f38f917c9e6831d16922a902b0b4758b8e79c2ab8a81bb5f29952e16ee6c5067ed044d7857b5de120a90704c1d3b637fd94b95b13e',
  19: 'bca9d8b04242f175189872c42ceaa21e2951e0f0f272a0cc54fc37193ff6648600eaf1c555c70cdedfaf9fb74927de7aa1d33dc1e2a7f1a50619484989da0887',
  20: '89a66eb5590a1c94e3f1ee0e72acf49b1669e050bb5f93c73b066b564dca4e0c7556a52b323178269d64af325d8fdddb33da3a27c34409b821de82aa2bf1a27b',
  21: '9aef0573cef4ded9c4a75f148709056bf989f80dad96876aadeb6f1c6d062391f07a394a9e756d16f7eb233198d5b69407cca44594c763ab4a5b67ae73254678',
  22: '0d64f63dba1a6f11139df765cb690da69d9b2f469a1ddd0de5e4aa628abb28f787f04c6a5fb84a235ec5ea7f41d0548746653ecab0559add658a83502d1cb21b',
  23: '3063a0bd81d68711197c8820a92466d51aeac93e915f5136d74f63c394ee6d88c5e8016231ea6580bec02e25d491f319d92e77f5c7f46a9caa8f3b53c0ea544f',
  24: 'fa404d140d5819d39984833ca5ec3632cd4995f81e82db402371a4de7c2eae8687c62bc632a95b0c6aadba3fb02680a94e09174b7233ccd26d78baca2647c733',
  25: '0377d860cdb09a8a31ea1b0b8c04335614c8206357181573bf294c25d5ca7dff72387224fbd868897e6769f7805b3dab02854aec6d69d7492883b5e4e5f35eeb',
  26: '418dee4a74b9592198bd8fd02ad1aea76f9cf3085f206dfd7d594c9e264ae919611b1459a1cc920c2f143417744ba9edd7b8d51e44be9452344a225ff7eead19',
  27: '10ffd99837c512ef99752436a54b9810d1ac8878d368fb4b806267bdd664b4abf276c9cd3c4b9039a1fa4315a0c326c0e8e9e8fe0eb588ffd4f9021bf7eae1a1',
};

/** Where the snarkjs README links the files; `--from` names a mirror (a folder URL) or a local folder or file instead. */
export const PTAU_DOWNLOAD_BASE = 'https://storage.googleapis.com/zkevm/ptau/';

export const ceremonyPtauName = (power: number): string => `powersOfTau28_hez_final_${String(power).padStart(2, '0')}.ptau`;

/** The file is not the published one, or cannot be had. Nothing is left in PTAU_DIR. */
export class PtauFetchError extends Error {
  override name = 'PtauFetchError';
}

export interface PtauFetchOptions {
  power: number;
  /** PTAU_DIR. */
  dir: string;
  /** A folder URL (`https://…/`), a local folder or a local file; default PTAU_DOWNLOAD_BASE. */
  from?: string | undefined;
  /** The hashes a file must have; the published ones unless a test says otherwise. */
  published?: Readonly<Record<number, string>>;
  /** Progress lines for the operator. */
  say?: (line: string) => void;
}

export interface PtauFetchResult {
  path: string;
  /** `present`: the file was already there, with its published hash; `installed`: fetched now. */
  outcome: 'present' | 'installed';
  blake2b: string;
  sha256: string;
  bytes: number;
}

/**
 * Installs `powersOfTau28_hez_final_NN.ptau` in `dir`: fetched (or copied) to a temporary file of
 * this process, its BLAKE2b-512 compared with the published one, then renamed into place, so that
 * the service never sees a partial or a wrong file. A file already there is checked, not fetched
 * again. Either way the answer carries the file's SHA-256, for a PTAU_SHA256SUMS list.
 */
export async function fetchPtau({ power, dir, from, published = PUBLISHED_PTAU_BLAKE2B, say = () => {} }: PtauFetchOptions): Promise<PtauFetchResult> {
  const expected = published[power];
  if (expected === undefined) {
    const powers = Object.keys(published).map(Number);
    throw new PtauFetchError(`--power must be one of ${Math.min(...powers)}–${Math.max(...powers)} (the published ceremony files), got ${power}`);
  }
  const name = ceremonyPtauName(power);
  const target = path.join(dir, name);
  if (fs.existsSync(target)) {
    const hashes = await hashFile(target);
    if (hashes.blake2b !== expected) {
      throw new PtauFetchError(
        `${target} is already there but is not the published file (BLAKE2b-512 ${hashes.blake2b}, expected ${expected}): remove it first`,
      );
    }
    say(`${name} is already in ${dir}, with its published hash`);
    return { path: target, outcome: 'present', ...hashes };
  }
  fs.mkdirSync(dir, { recursive: true });
  const source = sourceOf(from ?? PTAU_DOWNLOAD_BASE, name);
  const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
  say(`fetching ${name} from ${source}`);
  try {
    const input = await open(source);
    const blake2b = createHash('blake2b512');
    const sha256 = createHash('sha256');
    let bytes = 0;
    await pipeline(
      input,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          blake2b.update(chunk);
          sha256.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(temporary, { flags: 'wx' }),
    );
    const hashes = { blake2b: blake2b.digest('hex'), sha256: sha256.digest('hex'), bytes };
    if (hashes.blake2b !== expected) {
      throw new PtauFetchError(
        `${source} is not the published ${name}: its BLAKE2b-512 is ${hashes.blake2b}, the published one ${expected}; nothing was installed`,
      );
    }
    fs.renameSync(temporary, target);
    say(`installed ${target} (${hashes.bytes} bytes, BLAKE2b-512 as published)`);
    return { path: target, outcome: 'installed', ...hashes };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function sourceOf(from: string, name: string): string {
  if (/^https?:\/\//.test(from)) return from.endsWith('/') ? `${from}${name}` : from;
  const local = path.resolve(from);
  return fs.existsSync(local) && fs.statSync(local).isDirectory() ? path.join(local, name) : local;
}

async function open(source: string): Promise<Readable> {
  if (!/^https?:\/\//.test(source)) {
    if (!fs.existsSync(source)) throw new PtauFetchError(`${source} does not exist`);
    return fs.createReadStream(source);
  }
  let response: Response;
  try {
    response = await fetch(source);
  } catch (error) {
    throw new PtauFetchError(`${source} could not be fetched: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`);
  }
  if (!response.ok || !response.body) throw new PtauFetchError(`${source} answered ${response.status} ${response.statusText}`);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
}

async function hashFile(file: string): Promise<{ blake2b: string; sha256: string; bytes: number }> {
  const blake2b = createHash('blake2b512');
  const sha256 = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    blake2b.update(chunk);
    sha256.update(chunk);
    bytes += chunk.length;
  }
  return { blake2b: blake2b.digest('hex'), sha256: sha256.digest('hex'), bytes };
}
