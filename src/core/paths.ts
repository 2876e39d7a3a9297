import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Compiled code lives in dist/src/core; the project root is three levels up from here either way.
const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '..', '..', '..');
export const distRoot = path.resolve(here, '..', '..');

export const sqlDir = path.join(projectRoot, 'sql');
/** Piscina task modules, compiled from workers/. */
export const poolTasksDir = path.join(distRoot, 'workers');
