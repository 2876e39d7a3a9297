/** The ops feature as the composition root sees it: the health and metrics routes and the probe job. */
export { healthRoutes } from './health.routes.js';
export { metricsRoutes } from './metrics.routes.js';
export { opsProbe } from './probe.job.js';
export { answerScrape } from './metrics.js';
