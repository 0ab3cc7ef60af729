// Sponsor management: company cards, groups, employees with card allocation, bulk
// reload. Every call has access 'sponsor' and is scoped to the caller's company.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerBulkReloadRoutes } from './bulk-reload-routes';
import { registerCompanyCardRoutes } from './company-card-routes';
import { registerDigestRoutes } from './digest-routes';
import { registerEmployeeRoutes } from './employee-routes';
import { registerGroupRoutes } from './group-routes';

export function registerSponsorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCompanyCardRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerEmployeeRoutes(app, ctx);
  registerBulkReloadRoutes(app, ctx);
  registerDigestRoutes(app, ctx);
}
