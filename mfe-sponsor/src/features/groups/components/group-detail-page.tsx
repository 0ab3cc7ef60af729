// /group-detail: create a group, or update one when ?id= is given. Back and a successful save
// return to the list (?from=, default /group_mgmt) where the result alert shows.
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { TextAreaField, TextField } from '@qcard/kit/forms/text-fields';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { useAppDispatch, useAppSelector, useFromPath } from '../../../app/hooks';
import { RecordDetailBody, RecordFormActions, useRecordSubmit } from '../../company-records/public';
import { groupToValues, type GroupValues } from '../../groups/api/groups-api';
import {
  GROUP_SAVE_SUBMITTED,
  groupsActions,
  selectGroup,
  selectGroupStatus,
} from '../store/groups-slice';
import '../../../app/sponsor.css';
import { groupsSaga } from '../store/groups-saga';

function GroupForm({
  id,
  initial,
  from,
}: {
  id: number | null;
  initial: GroupValues;
  from: string;
}) {
  const { t } = useTranslation('sponsor');
  const validate = useScreenValidation({ screen: 'group', trim: ['groupname', 'groupdetails'] });
  const onSubmit = useRecordSubmit<GroupValues>(GROUP_SAVE_SUBMITTED, id, from);
  return (
    <Form<GroupValues>
      initialValues={initial}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, dirty, hasValidationErrors, submitting }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="sp-form"
          aria-label={id === null ? t('group.createForm') : t('group.updateForm')}
        >
          <TextField name="groupname" label={t('field.groupName')} required maxLength={50} trim />
          <TextAreaField
            name="groupdetails"
            label={t('field.groupDetails')}
            maxLength={250}
            rows={3}
          />
          <RecordFormActions
            submitLabel={id === null ? t('group.create') : t('group.update')}
            from={from}
            reasonId="group-save-reason"
            reason={
              submitting
                ? t('record.saving')
                : hasValidationErrors
                  ? t('group.reasonInvalid')
                  : !dirty
                    ? t('record.unchanged')
                    : ''
            }
          />
        </form>
      )}
    />
  );
}

export function GroupDetailPage() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const id = useQueryId('id');
  const from = useFromPath('/group_mgmt');
  const group = useAppSelector(selectGroup(id ?? 0));
  const status = useAppSelector(selectGroupStatus(id ?? 0));
  useEffect(() => {
    if (id !== null) dispatch(groupsActions.detailsRequested(id));
  }, [dispatch, id]);

  const title = id === null ? t('group.createTitle') : t('group.updateTitle');
  return (
    <section className="qc-card sp-page">
      <PageHeader title={title} description={t('record.requiredNote')} />
      <RecordDetailBody
        id={id}
        record={group}
        status={status}
        from={from}
        texts={{
          notFound: t('group.notFound'),
          loadFailed: t('group.loadFailed'),
          backToList: t('group.backToList'),
          loading: t('group.loading'),
          removed: t('group.removed'),
        }}
        onRetry={() => id !== null && dispatch(groupsActions.detailsRequested(id))}
        renderForm={(g) =>
          g ? (
            <GroupForm key={g.id} id={g.id} initial={groupToValues(g)} from={from} />
          ) : (
            <GroupForm id={null} initial={{}} from={from} />
          )
        }
      />
    </section>
  );
}

export default GroupDetailPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [groupsSaga];
