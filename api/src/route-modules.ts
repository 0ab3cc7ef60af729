// The API's feature modules. A feature team adds its register function here.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
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

export type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => void;

export const ROUTE_MODULES: RegisterRoutes[] = [registerAuthRoutes, registerNotificationRoutes, registerFeedbackRoutes, registerCardRoutes, registerLostCardRoutes, registerSponsorRoutes, registerCartRoutes, registerOrderRoutes, registerSubscriptionRoutes, registerSponsorSubscriptionRoutes, registerExportRoutes, registerLiveRoutes, registerTelemetryRoutes];
