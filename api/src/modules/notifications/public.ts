// What other domains may use of notifications: everything else in this folder is its own.
export {
  mailLanguageOf,
  queueAutoloadMaximumNotice,
  queueAutoloadNotice,
  queueLowBalanceAlert,
} from './rider-notices';
