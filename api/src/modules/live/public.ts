// What other domains may use of live: everything else in this folder is its own.
export { publishLiveEvent } from './live-events';
