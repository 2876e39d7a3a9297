/** On-chain attestation roots of verified proofs (docs/attestations.md): the composition root's view. */
export { attestationRoutes } from './attestation.routes.js';
export { attestationInterface } from './attestations.js';
export { attestationsJobs } from './attest.job.js';
export { attestationsSettings } from './settings.js';
export { scheduleRootBuild } from './roots.js';
