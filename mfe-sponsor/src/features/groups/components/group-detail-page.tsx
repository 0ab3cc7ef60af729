// /group-detail: create a group, or update one when ?id= is given. Back and a successful save
// return to the list (?from=, default /group_mgmt) where the result alert shows.
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from '@qcard/shared/navigation/router';
import { TextAreaField, TextField } from '@qcard/shared/forms/text-fields';
import { SubmitButton } from '@qcard/shared/forms/submit-button';
import { FormActions } from '@qcard/shared/ui/form-actions';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { useScreenValidation } from '@qcard/shared/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch, useAppSelector, useFromPath } from '../../../app/hooks';
import { RecordDetailBody } from '../../company-records/public';
import type { GroupValues } from '../../groups/api/groups-api';
import { GROUP_SAVE_SUBMITTED, groupsActions, selectGroup, selectGroupStatus, type GroupSavePayload } from '../store/groups-slice';
import '../../../app/sponsor.css';

function GroupForm({ id, initial, from }: { id: number | null; initial: GroupValues; from: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const validate = useScreenValidation({ screen: 'group', trim: ['groupname', 'groupdetails'] });
  return (
    <Form<GroupValues>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values) => {
        const outcome = await submitThroughSaga<GroupSavePayload>(dispatch, GROUP_SAVE_SUBMITTED, { id, values });
        if (outcome.ok) {
          void navigate(from);
          return undefined;
        }
        return outcome.fieldErrors;
      }}
      render={({ handleSubmit, dirty, hasValidationErrors, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="sp-form" aria-label={id === null ? 'Create group' : 'Update group'}>
          <TextField name="groupname" label="Group Name" required maxLength={50} trim />
          <TextAreaField name="groupdetails" label="Group Details" maxLength={250} rows={3} />
          <FormActions className="sp-actions" reasonId="group-save-reason" reasonClassName="qc-muted sp-reason" reason={submitting ? 'Saving…' : hasValidationErrors ? 'Enter a group name to save.' : !dirty ? 'Change something to save.' : ''}>
            <button type="button" className="qc-btn qc-btn--secondary" onClick={() => void navigate(from)}>
              BACK
            </button>
            <SubmitButton requireChange aria-describedby="group-save-reason">
              {id === null ? 'CREATE GROUP' : 'UPDATE GROUP'}
            </SubmitButton>
          </FormActions>
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

