import t from 'tap';
import { GLV_LAMBDA, R } from '../../src/verification/groth16/bn254.js';

/**
 * The batch verifier's random scalars are k1 + lambda k2 mod r with k1, k2 < 2^64. They take 2^128
 * distinct values, as the soundness bound needs, exactly when no nonzero (a, b) with |a|, |b| < 2^64
 * has a + lambda b = 0 mod r: such vectors form a lattice, whose shortest vector (Lagrange-Gauss
 * reduction) is far longer.
 */
t.test('no two GLV scalars k1 + lambda k2 with 64-bit halves coincide mod r', async (t) => {
  t.equal((GLV_LAMBDA * GLV_LAMBDA + GLV_LAMBDA + 1n) % R, 0n, 'lambda is a cube root of unity mod r');
  const norm = ([a, b]: bigint[]) => a! * a! + b! * b!;
  const floorDiv = (a: bigint, b: bigint) => a / b - (a % b !== 0n && a < 0n ? 1n : 0n); // b > 0
  const dot = (u: bigint[], v: bigint[]) => u[0]! * v[0]! + u[1]! * v[1]!;
  // (a, b) with a + lambda b = 0 mod r: spanned by (r, 0) and (-lambda, 1).
  let u = [R, 0n];
  let v = [-GLV_LAMBDA, 1n];
  for (;;) {
    if (norm(u) < norm(v)) [u, v] = [v, u];
    // u -= round(<u, v> / <v, v>) v
    const n = dot(u, v);
    const d = norm(v);
    const q = floorDiv(2n * n + d, 2n * d); // round(n / d)
    if (q === 0n) break;
    u = [u[0]! - q * v[0]!, u[1]! - q * v[1]!];
  }
  const shortest = norm(v) < norm(u) ? v : u;
  t.equal((shortest[0]! + GLV_LAMBDA * shortest[1]!) % R, 0n, 'the reduced vector is in the lattice');
  // Every nonzero lattice vector has max(|a|, |b|) >= |shortest| / sqrt(2) > 2^64 when |shortest|^2 > 2^129.
  t.ok(norm(shortest) > 2n ** 129n, `shortest vector has length 2^${(norm(shortest).toString(2).length / 2).toFixed(1)}`);
});
