/** The ops feature as the composition root sees it: the health and metrics routes, and its settings. */
export { healthRoutes } from './health.routes.js';
export { metricsRoutes } from './metrics.routes.js';
export { answerScrape } from './metrics.js';
export { opsSettings } from './settings.js';
/** For the CLI: `proofpay health`, the image's HEALTHCHECK. */
export { checkHealth, mainProcessRole } from './health-check.js';
