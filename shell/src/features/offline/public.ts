// What the rest of the shell uses of the offline feature: the page shown offline, whether the
// device is online, and the service worker's registration.
export { OfflineView } from './offline-view';
export { useConnectivity } from './connectivity';
export { registerServiceWorker } from './register-service-worker';
