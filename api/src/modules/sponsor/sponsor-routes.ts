// Sponsor management: company cards, groups, employees with card allocation, bulk
// reload. Every call has access 'sponsor' and is scoped to the caller's company.
import type { FastifyInstance } from 'fastify';
import { registerBulkReloadRoutes } from './bulk-reload-routes';
import { registerCompanyCardRoutes } from './company-card-routes';
import { registerDigestRoutes } from './digest-routes';
import { registerEmployeeRoutes } from './employee-routes';
import { registerGroupRoutes } from './group-routes';

export function registerSponsorRoutes(app: FastifyInstance): void {
  registerCompanyCardRoutes(app);
  registerGroupRoutes(app);
  registerEmployeeRoutes(app);
  registerBulkReloadRoutes(app);
  registerDigestRoutes(app);
}
