// The API's feature modules. A feature team adds its register function here.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerCartRoutes } from './cart/cart-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerCardRoutes } from './cards/card-routes';
import { registerLostCardRoutes } from './cards/lost-card-routes';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { registerExportRoutes } from './exports/export-routes';
import { registerLiveRoutes } from './live/live-events';
import { registerSponsorRoutes } from './sponsor/sponsor-routes';
import { registerSubscriptionRoutes } from './subscriptions/subscription-routes';
import { registerSponsorSubscriptionRoutes } from './subscriptions/sponsor-subscription-routes';
import { registerTelemetryRoutes } from './telemetry/telemetry-routes';

export type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => void;

export const ROUTE_MODULES: RegisterRoutes[] = [registerAuthRoutes, registerNotificationRoutes, registerFeedbackRoutes, registerCardRoutes, registerLostCardRoutes, registerSponsorRoutes, registerCartRoutes, registerOrderRoutes, registerSubscriptionRoutes, registerSponsorSubscriptionRoutes, registerExportRoutes, registerLiveRoutes, registerTelemetryRoutes];
