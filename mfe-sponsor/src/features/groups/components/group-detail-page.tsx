// /group-detail: create a group, or update one when ?id= is given. Back and a successful save
// return to the list (?from=, default /group_mgmt) where the result alert shows.
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { TextAreaField, TextField } from '@qcard/shared/forms/text-fields';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { useScreenValidation } from '@qcard/shared/validation/use-screen-validation';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch, useAppSelector, useFromPath } from '../../../app/hooks';
import { RecordDetailBody, RecordFormActions, useRecordSubmit } from '../../company-records/public';
import type { GroupValues } from '../../groups/api/groups-api';
import { GROUP_SAVE_SUBMITTED, groupsActions, selectGroup, selectGroupStatus } from '../store/groups-slice';
import '../../../app/sponsor.css';

function GroupForm({ id, initial, from }: { id: number | null; initial: GroupValues; from: string }) {
  const validate = useScreenValidation({ screen: 'group', trim: ['groupname', 'groupdetails'] });
  const onSubmit = useRecordSubmit<GroupValues>(GROUP_SAVE_SUBMITTED, id, from);
  return (
    <Form<GroupValues>
      initialValues={initial}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, dirty, hasValidationErrors, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="sp-form" aria-label={id === null ? 'Create group' : 'Update group'}>
          <TextField name="groupname" label="Group Name" required maxLength={50} trim />
          <TextAreaField name="groupdetails" label="Group Details" maxLength={250} rows={3} />
          <RecordFormActions noun="GROUP" id={id} from={from} reasonId="group-save-reason" reason={submitting ? 'Saving…' : hasValidationErrors ? 'Enter a group name to save.' : !dirty ? 'Change something to save.' : ''} />
        </form>
      )}
    />
  );
}

export function GroupDetailPage() {
  const dispatch = useAppDispatch();
  const id = useQueryId('id');
  const from = useFromPath('/group_mgmt');
  const group = useAppSelector(selectGroup(id ?? 0));
  const status = useAppSelector(selectGroupStatus(id ?? 0));
  useEffect(() => {
    if (id !== null) dispatch(groupsActions.detailsRequested(id));
  }, [dispatch, id]);

  const title = id === null ? 'Create Group' : 'Update Group';
  return (
    <section className="qc-card sp-page">
      <PageHeader title={title} description="Fields marked * are required." />
      <RecordDetailBody
        id={id}
        record={group}
        status={status}
        from={from}
        noun="group"
        removedText="It may have been removed."
        renderForm={(g) =>
          g ? <GroupForm key={g.id} id={g.id} initial={{ groupname: g.groupname, groupdetails: g.groupdetails || undefined }} from={from} /> : <GroupForm id={null} initial={{}} from={from} />
        }
      />
    </section>
  );
}

