/**
 * keccak256 in WebAssembly (hash-wasm): about 4x faster than the JavaScript implementations here,
 * which matters at three hashes per verified proof and 2n - 1 per attestation tree. Synchronous once
 * `initKeccak` has loaded the module in this thread (pool threads do so with their other set-up).
 */
import { createKeccak, type IHasher } from 'hash-wasm';

let hasher: IHasher | undefined;
let loading: Promise<IHasher> | undefined;

export async function initKeccak(): Promise<void> {
  loading ??= createKeccak(256);
  hasher ??= await loading;
}

/** keccak256 of `data` (initKeccak first). */
export function keccak256Sync(data: Uint8Array): Uint8Array {
  if (!hasher) throw new Error('keccak256Sync: initKeccak() has not finished in this thread');
  hasher.init();
  hasher.update(data);
  return hasher.digest('binary');
}
