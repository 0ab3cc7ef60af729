// What the weekly-digest feature offers the rest of the remote.
export { WeeklyDigestPanel } from './components/weekly-digest-panel';
export { weeklyDigestSaga } from './store/weekly-digest-saga';
