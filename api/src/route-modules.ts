// The API's feature modules as one Fastify plugin; each reads the app's context from `qcard`.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { callRoutesPlugin, registerDispatcher } from './platform/http/call-routes';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback-routes';
import { registerCartRoutes } from './modules/cart/cart-routes';
import { registerOrderRoutes } from './modules/orders/order-routes';
import { registerCardRoutes } from './modules/cards/card-routes';
import { registerLostCardRoutes } from './modules/cards/lost-card-routes';
import { registerNotificationRoutes } from './modules/notifications/notification-routes';
import { registerExportRoutes } from './modules/exports/export-routes';
import { registerLiveRoutes } from './modules/live/live-events';
import { registerSponsorRoutes } from './modules/sponsor/sponsor-routes';
import { registerSubscriptionRoutes } from './modules/subscriptions/subscription-routes';
import { registerSponsorSubscriptionRoutes } from './modules/subscriptions/sponsor-subscription-routes';
import { registerTelemetryRoutes } from './platform/telemetry/telemetry-routes';

export type RegisterRoutes = (app: FastifyInstance) => void;

const ROUTE_MODULES: RegisterRoutes[] = [
  registerAuthRoutes,
  registerNotificationRoutes,
  registerFeedbackRoutes,
  registerCardRoutes,
  registerLostCardRoutes,
  registerSponsorRoutes,
  registerCartRoutes,
  registerOrderRoutes,
  registerSubscriptionRoutes,
  registerSponsorSubscriptionRoutes,
  registerExportRoutes,
  registerLiveRoutes,
  registerTelemetryRoutes,
];

/** Every call route, and the single-endpoint dispatcher that reaches them by action and function. */
export const apiRoutes = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(callRoutesPlugin);
    for (const register of ROUTE_MODULES) register(app);
    registerDispatcher(app);
  },
  { name: 'qcard-api-routes', decorators: { fastify: ['qcard'] } },
);
