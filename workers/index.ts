/**
 * The pool's task modules, by name. Each module's default export runs in a pool thread; the
 * TaskPool types its inputs and outputs from this map.
 */
import type groth16Verify from './groth16-verify.js';
import type probe from './probe.js';

export interface PoolTasks {
  'groth16-verify': typeof groth16Verify;
  probe: typeof probe;
}
