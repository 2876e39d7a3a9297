/** The ops feature as the composition root sees it: the health route and the probe job. */
export { healthRoutes } from './health.routes.js';
export { opsProbe } from './probe.job.js';
export { healthOperations } from './health.routes.js';
