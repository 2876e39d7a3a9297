/** The deployments feature as other features and the composition root see it. */
export { deploymentsJobs } from './deploy.job.js';
export { deployRoutes } from './deploy.routes.js';
export { type AttestationInterfaceOf, verifierInterfaceRoutes } from './interface.routes.js';
export { attestationSnippetsSchema, type VerifierInterfaceView } from './schemas.js';
export { onchainUnavailable, proofNotReady } from './errors.js';
export { requestedChain } from './chains.js';
export { findVerifierDeployments, type VerifierDeployment } from './deployments.js';
export { callVerifyProof, OnchainUnavailableError } from './onchain-call.js';
export { type SnarkjsProof, verifierArgs } from './verifier-calls.js';
export { deploymentsSettings } from './settings.js';
export { CREATE2_PROXY, create2Address } from './verifier-calls.js';
