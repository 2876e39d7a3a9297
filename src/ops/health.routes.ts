import { defineRoute } from '../http/routes.js';
import { checkHealth, healthReportSchema } from './health.js';
import type { ApiDeps } from '../http/deps.js';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/health',
    interface: 'public',
    auth: 'none',
    rateLimited: false,
    summary: 'Health of the service: database, job queue, workers, chains, networks',
    description:
      'Not rate limited. `down` (no database) answers 503 with the same body; `degraded` (no live worker, or a chain RPC that does not answer) is still a 200. ' +
      "`checks.networks` says per network whether its sessions can be paid: `not_configured` (no chain with an RPC URL, so sessions get `payment_options: []`) is an operator's choice and leaves the status `ok`.",
    responses: { 200: healthReportSchema, 503: healthReportSchema },
    handle: async (ctx, { db, config, log }: ApiDeps) => {
      const report = await checkHealth(db, config.worker, config.chains, log, config);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = report.status === 'down' ? 503 : 200;
      ctx.body = report;
    },
  }),
];
