// What the sponsor's subscription screen uses of the patron feature: the Subscription_Config
// bounds its table checks use.
export { readBounds } from './components/subscription-bounds';
