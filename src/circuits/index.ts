/** The circuits feature as the composition root sees it: its platform routes and its jobs. */
export { circomFileRoutes } from './circom-files.routes.js';
export { circomCompilationRoutes } from './compilations.routes.js';
export { zkProofRoutes } from './proofs.routes.js';
export { circuitsJobs } from './compile.job.js';
/** For deployments: the record as a platform user may act on it, and its statuses. */
export { findProof, type ZkProof } from './proofs.js';
export type { ProofStatus } from './schemas.js';
export { circuitsSettings } from './settings.js';
/** For the CLI: `proofpay ptau fetch`. */
export { fetchPtau, PtauFetchError } from './toolchain/ptau-fetch.js';
