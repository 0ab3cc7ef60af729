// /create-employee and /employee-detail: create an employee, or update one when ?id= is given.
// The card serial may come from CARD ALLOCATION (?cardNumber=); the contract select lists that
// card's contracts. The previous path comes in ?from= and is where Back and a save return.
import { useEffect, useMemo } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useSearchParams } from '@qcard/runtime/navigation/router';
import { EmailField, PhoneField, TextField, ZipField } from '@qcard/kit/forms/text-fields';
import { SelectField } from '@qcard/kit/forms/select-field';
import { stateOptions } from '@qcard/kit/forms/address-form-fields';
import { isCardSerial } from '@qcard/kit/forms/card-serial';
import { CardSerialField } from '@qcard/kit/forms/card-serial-field';
import { digitsOnly } from '@qcard/kit/forms/input-formats';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { useAppDispatch, useAppSelector, useFromPath } from '../../../app/hooks';
import { RecordDetailBody, RecordFormActions, useRecordSubmit } from '../../company-records/public';
import { groupsActions, selectGroups, selectGroupsStatus, groupsSaga } from '../../groups/public';
import { employeeToValues, type EmployeeValues } from '../../employees/api/employees-api';
import {
  EMPLOYEE_SAVE_SUBMITTED,
  employeesActions,
  isLookupOf,
  selectCardLookup,
  selectEmployee,
  selectEmployeeStatus,
} from '../store/employees-slice';
import '../../../app/sponsor.css';
import { employeesSaga } from '../store/employees-saga';

const TRIMMED: Array<keyof EmployeeValues> = [
  'firstName',
  'lastName',
  'employeeId',
  'employeeaddress',
  'city',
  'email',
];

/** Looks the card serial up and offers its contracts; picks the only one. A typed serial waits
 * 300 ms for the typing to stop; the one the form opened with is asked for at once. */
function CardContracts({
  employeeId,
  openedWith,
}: {
  employeeId: number | null;
  openedWith: string | undefined;
}) {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const form = useForm<EmployeeValues>();
  const { values } = useFormState<EmployeeValues>({ subscription: { values: true } });
  const lookup = useAppSelector(selectCardLookup);
  const cardNumber = values.cardNumber ?? '';

  useEffect(() => {
    if (!isCardSerial(cardNumber)) return undefined;
    if (isLookupOf(lookup, cardNumber, employeeId) && lookup.status !== 'idle') return undefined;
    const ask = () => dispatch(employeesActions.cardLookupRequested(cardNumber, employeeId));
    if (cardNumber === openedWith) {
      ask();
      return undefined;
    }
    const timer = setTimeout(ask, 300);
    return () => clearTimeout(timer);
  }, [cardNumber, employeeId, openedWith, dispatch, lookup]);

  // A check is good for this form only: the next form (another employee, or this card allocated
  // meanwhile) asks again. Dropped as the form goes, not after its save, which would have the
  // form still on screen ask once more.
  useEffect(() => () => void dispatch(employeesActions.cardLookupCleared()), [dispatch]);

  const current = isLookupOf(lookup, cardNumber, employeeId) ? lookup : null;
  const options = useMemo(
    () =>
      (current?.card?.contracts ?? []).map((c) => ({ value: String(c.id), label: c.contractName })),
    [current?.card],
  );
  useEffect(() => {
    const only = options.length === 1 ? options[0] : undefined;
    if (only && !options.some((o) => o.value === values.contractId))
      form.change('contractId', only.value);
  }, [options, values.contractId, form]);

  return (
    <>
      <SelectField
        name="contractId"
        label={t('field.contract')}
        required
        options={options}
        disabled={options.length === 0}
        hint={options.length === 0 ? t('employee.contractHint') : undefined}
      />
      <p className="sp-span-2 qc-inline-error" role="alert" id="card-lookup-error">
        {current?.status === 'error' ? current.error : ''}
      </p>
    </>
  );
}

function EmployeeForm({
  id,
  initial,
  from,
}: {
  id: number | null;
  initial: EmployeeValues;
  from: string;
}) {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const groupsStatus = useAppSelector(selectGroupsStatus);
  const lookup = useAppSelector(selectCardLookup);
  const validate = useScreenValidation({ screen: 'employee', trim: TRIMMED });
  useEffect(() => {
    dispatch(groupsActions.listRequested());
  }, [dispatch]);
  const onSubmit = useRecordSubmit<EmployeeValues>(EMPLOYEE_SAVE_SUBMITTED, id, from);
  const groupOptions = useMemo(
    () => groups.map((g) => ({ value: String(g.id), label: g.groupname })),
    [groups],
  );

  return (
    <Form<EmployeeValues>
      initialValues={initial}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, values, dirty, hasValidationErrors, submitting }) => {
        const current = isLookupOf(lookup, values.cardNumber ?? '', id);
        const cardProblem = current && lookup.status === 'error';
        // Only a card typed here waits for its check. The card an employee already holds (or the one
        // CARD ALLOCATION just checked) does not: a save clicked while the contract list loads must
        // not meet a button that turned disabled under the pointer.
        const checking =
          current && lookup.status === 'loading' && values.cardNumber !== initial.cardNumber;
        const reason = submitting
          ? t('record.saving')
          : hasValidationErrors
            ? t('employee.reasonInvalid')
            : cardProblem
              ? t('employee.reasonCardTaken')
              : checking
                ? t('employee.reasonChecking')
                : !dirty
                  ? t('record.unchanged')
                  : '';
        return (
          <form
            onSubmit={handleSubmit}
            noValidate
            className="sp-form"
            aria-label={id === null ? t('employee.createForm') : t('employee.updateForm')}
          >
            <fieldset className="qc-fieldset sp-form-grid">
              <legend className="qc-fieldset__legend">{t('employee.legendEmployee')}</legend>
              <TextField
                name="firstName"
                label={t('field.firstName')}
                required
                maxLength={50}
                autoComplete="off"
              />
              <TextField
                name="lastName"
                label={t('field.lastName')}
                required
                maxLength={50}
                autoComplete="off"
              />
              <TextField
                name="employeeId"
                label={t('field.employeeId')}
                required
                maxLength={20}
                pattern="^[A-Za-z0-9-]+$"
                autoComplete="off"
              />
              <SelectField
                name="groupId"
                label={t('field.group')}
                required
                options={groupOptions}
                hint={
                  groupsStatus === 'loaded' && groups.length === 0
                    ? t('employee.groupHint')
                    : undefined
                }
              />
            </fieldset>
            <fieldset className="qc-fieldset sp-form-grid">
              <legend className="qc-fieldset__legend">Q Card</legend>
              <CardSerialField name="cardNumber" label={t('field.cardNumber')} />
              <CardContracts employeeId={id} openedWith={initial.cardNumber} />
            </fieldset>
            <fieldset className="qc-fieldset sp-form-grid">
              <legend className="qc-fieldset__legend">{t('employee.legendContact')}</legend>
              <TextField
                className="sp-span-2"
                name="employeeaddress"
                label={t('field.address')}
                maxLength={100}
                autoComplete="off"
              />
              <TextField name="city" label={t('field.city')} maxLength={50} autoComplete="off" />
              <SelectField name="state" label={t('field.state')} options={stateOptions()} />
              <ZipField name="zipCode" label={t('field.zipCode')} maxLength={5} />
              <PhoneField name="phonenumber" label={t('field.phoneNumber')} />
              <EmailField
                className="sp-span-2"
                name="email"
                label={t('field.email')}
                maxLength={100}
              />
            </fieldset>
            <RecordFormActions
              submitLabel={id === null ? t('employee.create') : t('employee.update')}
              from={from}
              reasonId="employee-save-reason"
              reason={reason}
              blocked={cardProblem || checking}
            />
          </form>
        );
      }}
    />
  );
}

export function EmployeeDetailPage() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const id = useQueryId('id');
  const from = useFromPath('/emp_mgmt');
  const employee = useAppSelector(selectEmployee(id ?? 0));
  const status = useAppSelector(selectEmployeeStatus(id ?? 0));
  const serial = digitsOnly(params.get('cardNumber') ?? '', 20);
  useEffect(() => {
    if (id !== null) dispatch(employeesActions.detailsRequested(id));
  }, [dispatch, id]);

  return (
    <section className="qc-card sp-page">
      <PageHeader
        title={id === null ? t('employee.createTitle') : t('page.employeeDetails')}
        description={
          id === null && serial ? t('employee.allocating', { serial }) : t('record.requiredNote')
        }
      />
      <RecordDetailBody
        id={id}
        record={employee}
        status={status}
        from={from}
        texts={{
          notFound: t('employee.notFound'),
          loadFailed: t('employee.loadFailed'),
          backToList: t('employee.backToList'),
          loading: t('employee.loading'),
          removed: t('employee.removed'),
        }}
        onRetry={() => id !== null && dispatch(employeesActions.detailsRequested(id))}
        renderForm={(e) =>
          e ? (
            <EmployeeForm key={e.id} id={e.id} initial={employeeToValues(e)} from={from} />
          ) : (
            <EmployeeForm id={null} initial={serial ? { cardNumber: serial } : {}} from={from} />
          )
        }
      />
    </section>
  );
}

export default EmployeeDetailPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [employeesSaga, groupsSaga];
