/** The dashboard as the composition root sees it: its routes (the page and its files) and its error pages. */
export { dashboardPageErrors, dashboardRoutes } from './routes.js';
