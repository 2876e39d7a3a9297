/** The dashboard as the composition root sees it: its routes (the page and its files), its operations and its error pages. */
export { dashboardOperations, dashboardPageErrors, dashboardRoutes } from './routes.js';
