// What employees and groups share as the company's records a sponsor creates, updates and removes.
export { RecordDetailBody } from './components/record-detail-body';
export { RecordFormActions, useRecordSubmit } from './components/record-form';
export { RemoveSelectedBar, useRemovalSelection } from './components/remove-selected-bar';
export { recordDetails, type RecordDetailsState } from './store/record-details';
export {
  loadRecordWorker,
  removeRecordsWorker,
  saveRecordWorker,
  type SavePayload,
} from './store/record-sagas';
export { saveFailedText } from './removal-alerts';
