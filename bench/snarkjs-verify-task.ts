/**
 * Bench-only piscina task: snarkjs.groth16.verify on each item, the reference the fast verifier
 * is measured against. snarkjs's `web-worker` dependency, loaded in any worker thread, takes itself
 * for a web worker and crashes on import; it is imported while worker_threads reports the main
 * thread (with ffjavascript, which imports it too), and it is never used, since each thread caches a single-threaded curve where snarkjs
 * looks for one.
 */
import { createRequire } from 'node:module';

const workerThreads = createRequire(import.meta.url)('node:worker_threads') as { isMainThread: boolean };
const isMainThread = Object.getOwnPropertyDescriptor(workerThreads, 'isMainThread')!;
Object.defineProperty(workerThreads, 'isMainThread', { ...isMainThread, value: true });
const snarkjs = await import('snarkjs');
const { buildBn128 } = await import('ffjavascript');
Object.defineProperty(workerThreads, 'isMainThread', isMainThread);

const cache = globalThis as { curve_bn128?: unknown };
cache.curve_bn128 ??= await buildBn128(true);

export default async function snarkjsVerify({ vk, items }: { vk: unknown; items: { proof: unknown; public_signals: unknown }[] }): Promise<boolean[]> {
  const verdicts: boolean[] = [];
  for (const item of items) verdicts.push(await snarkjs.groth16.verify(vk, item.public_signals, item.proof));
  return verdicts;
}
