// What the sponsor's subscription screen uses of the patron feature: the Subscription_Config
// bounds and the configured message lookup its table checks use.
export { lookup, readBounds } from './components/subscription-bounds';
