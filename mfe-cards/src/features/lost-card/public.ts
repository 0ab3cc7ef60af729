// What other features of this remote use of the lost-card flow.
export { LostCardPanel, holdsValue } from './components/lost-card-panel';
export { lostCardSaga } from './store/lost-card-saga';
