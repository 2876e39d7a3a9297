import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads snarkjs and circom_runtime in a pool thread. Both import ffjavascript, which imports the
 * `web-worker` package; in any worker thread that package takes itself for a web worker at load
 * time and crashes (`workerData.mod` undefined). It only checks `isMainThread`, so it is loaded
 * with that flag raised for the duration of the import. Then a single-threaded BN254 curve is
 * placed where ffjavascript caches its curve (`globalThis.curve_bn128`): snarkjs's functions ask
 * for the multi-threaded curve, get the cached one, and never start workers of their own.
 */
export function loadSnarkjs(): Promise<typeof import('snarkjs')> {
  snarkjs ??= withMainThreadFlag(async () => {
    const [module, ffjavascript] = await Promise.all([import('snarkjs'), import('ffjavascript')]);
    const cache = globalThis as { curve_bn128?: unknown };
    cache.curve_bn128 ??= await ffjavascript.buildBn128(true);
    return module;
  });
  return snarkjs;
}

export function loadCircomRuntime(): Promise<typeof import('circom_runtime')> {
  circomRuntime ??= withMainThreadFlag(() => import('circom_runtime'));
  return circomRuntime;
}

let snarkjs: Promise<typeof import('snarkjs')> | undefined;
let circomRuntime: Promise<typeof import('circom_runtime')> | undefined;

async function withMainThreadFlag<T>(load: () => Promise<T>): Promise<T> {
  const threads = require('node:worker_threads') as { isMainThread: boolean };
  const saved = threads.isMainThread;
  threads.isMainThread = true;
  try {
    return await load();
  } finally {
    threads.isMainThread = saved;
  }
}
