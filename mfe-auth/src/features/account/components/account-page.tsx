// /account: login information (e-mail, masked password, ending the account's other sessions)
// and profile information (name, address, phone). Modes View, UpdatePassword and UpdateProfile: a section's main button enters
// its mode on the first press and submits on the second; BACK returns to View.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { SessionUser } from '@qcard/contracts/domain';
import { PasswordField } from '@qcard/kit/forms/text-fields';
import { SubmitButton, invalidFieldsText } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { AddressFormFields } from '@qcard/kit/forms/address-form-fields';
import { stateName, toStateCode } from '@qcard/contracts/forms/us-states';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { ConfirmDialog, InfoDialog } from '@qcard/kit/ui/dialog';
import { focusHeld, focusLost } from '@qcard/kit/ui/focus-return';
import { useSession } from '@qcard/runtime/session/use-session';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import {
  accountActions,
  selectAccountStatus,
  selectAccountUser,
  type AccountState,
} from '../store/account-slice';
import {
  END_OTHER_SESSIONS_CONFIRMED,
  PASSWORD_SUBMITTED,
  PROFILE_SUBMITTED,
  RELOGIN_CONFIRMED,
  type PasswordValues,
  type ProfileValues,
  accountSaga,
} from '../store/account-saga';
import { NotificationSettingsSection, notificationsSaga } from '../../notifications/public';
import '../../../app/pages.css';

export type AccountMode = 'View' | 'UpdatePassword' | 'UpdateProfile';

const MASKED_PASSWORD = '••••••••';

export function profileInitialValues(user: SessionUser): ProfileValues {
  return {
    address1: user.address1 ?? user.address ?? '',
    address2: user.address2 ?? '',
    city: user.town ?? '',
    state: toStateCode(user.state ?? '') ?? undefined,
    zipcode: user.zipcode ?? '',
    phonenumber: user.phoneNumber ?? '',
  };
}

export function AccountPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const session = useSession();
  const loaded = useSelector((s: { account: AccountState }) => selectAccountUser(s));
  const status = useSelector((s: { account: AccountState }) => selectAccountStatus(s));
  const user = loaded ?? session.user;
  const [mode, setMode] = useState<AccountMode>('View');
  const [relogin, setRelogin] = useState(false);

  useEffect(() => {
    dispatch(accountActions.loadRequested());
  }, [dispatch]);

  if (!user) {
    return (
      <section className="qc-card auth-page auth-page--wide">
        <PageHeader title={t('account.title')} />
        {status === 'error' ? (
          <div className="qc-stack">
            <p>{t('account.loadFailed')}</p>
            <TryAgainButton onRetry={() => dispatch(accountActions.loadRequested())}>
              {t('account.retry')}
            </TryAgainButton>
          </div>
        ) : (
          <Spinner block label={t('account.loading')} />
        )}
      </section>
    );
  }

  return (
    <section className="qc-card auth-page auth-page--wide">
      <PageHeader
        title={t('account.title')}
        description={
          status === 'loading'
            ? t('account.refreshing')
            : status === 'error'
              ? t('account.refreshFailed')
              : undefined
        }
        // The details shown are the ones kept at sign-in (or the last load): the rider can ask again.
        actions={
          status === 'error' ? (
            <TryAgainButton onRetry={() => dispatch(accountActions.loadRequested())}>
              {t('account.retry')}
            </TryAgainButton>
          ) : undefined
        }
      />
      <LoginInformation
        user={user}
        mode={mode}
        setMode={setMode}
        onChanged={() => {
          setMode('View');
          setRelogin(true);
        }}
      />
      <ProfileInformation user={user} mode={mode} setMode={setMode} />
      {mode === 'View' ? <NotificationSettingsSection /> : null}
      <InfoDialog
        open={relogin}
        title={t('account.passwordChanged')}
        message={t('account.relogin')}
        onOk={() => {
          setRelogin(false);
          void submitThroughSaga(dispatch, RELOGIN_CONFIRMED, null).then(() =>
            navigate('/', { replace: true }),
          );
        }}
      />
    </section>
  );
}

interface SectionProps {
  user: SessionUser;
  mode: AccountMode;
  setMode: (m: AccountMode) => void;
}

/**
 * A section swaps its details for a form and back, and each swap removes the control that had
 * focus (the button that opened the form, then BACK or the saved form's own button): focus goes
 * to the form when it opens (named by its label; Tab goes on to its first field), and to the
 * section's button when it closes. Not to the first field itself: leaving it untouched would
 * mark it wrong ("required"), and the message moving BACK down would make a click on BACK miss.
 */
function useSwapFocus(editing: boolean) {
  const sectionRef = useRef<HTMLElement>(null);
  const shown = useRef(editing);
  useLayoutEffect(() => {
    if (shown.current === editing) return;
    shown.current = editing;
    const section = sectionRef.current;
    if (!section || !focusLost()) return;
    const target = editing
      ? section.querySelector('form')
      : section.querySelector<HTMLElement>('.auth-actions > button:not([disabled])');
    if (target) focusHeld(target);
  }, [editing]);
  return sectionRef;
}

/** In View mode, the button that opens a section's form (the form's submit button has the same name). */
function OpenFormButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <div className="auth-actions">
      <button type="button" className="qc-btn" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}

function LoginInformation({
  user,
  mode,
  setMode,
  onChanged,
}: SectionProps & { onChanged: () => void }) {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const validate = useScreenValidation({
    screen: 'change_password',
    confirm: { confirmpassword: 'newpassword' },
  });
  const editing = mode === 'UpdatePassword';
  const sectionRef = useSwapFocus(editing);
  return (
    <section ref={sectionRef} className="auth-section" aria-labelledby="login-info-title">
      <h2 id="login-info-title">{t('account.login.title')}</h2>
      {editing ? (
        <Form<PasswordValues>
          validate={validate}
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(dispatch, PASSWORD_SUBMITTED, values);
            if (outcome.ok) onChanged();
          }}
          render={({ handleSubmit, hasValidationErrors }) => (
            <form
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-label={t('account.password.form')}
            >
              <DefinitionList
                columns={1}
                items={[{ label: t('account.email'), value: user.email }]}
              />
              <PasswordField
                name="existingpassword"
                label={t('account.currentPassword')}
                required
                autoComplete="current-password"
              />
              <PasswordField
                name="newpassword"
                label={t('password.new')}
                required
                autoComplete="new-password"
                hint={t('password.policy')}
              />
              <PasswordField
                name="confirmpassword"
                label={t('password.confirm')}
                required
                minLength={8}
                maxLength={15}
                confirmOf="newpassword"
                autoComplete="new-password"
              />
              <FormActions
                className="auth-actions"
                reasonId="password-reason"
                reasonClassName="auth-reason"
                reason={hasValidationErrors ? t('account.password.reason') : ''}
              >
                <button
                  type="button"
                  className="qc-btn qc-btn--secondary"
                  onClick={() => setMode('View')}
                >
                  {t('action.back')}
                </button>
                <SubmitButton aria-describedby="password-reason">
                  {t('password.change')}
                </SubmitButton>
              </FormActions>
            </form>
          )}
        />
      ) : (
        <>
          <DefinitionList
            items={[
              { label: t('account.email'), value: user.email },
              {
                label: t('account.password'),
                value: <span aria-label={t('account.passwordHidden')}>{MASKED_PASSWORD}</span>,
              },
            ]}
          />
          {mode === 'View' ? (
            <>
              <OpenFormButton
                label={t('password.change')}
                onOpen={() => setMode('UpdatePassword')}
              />
              <OtherSessions />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Ends every other login of the account (a lost phone, a shared computer), after a confirmation. */
function OtherSessions() {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="qc-stack">
      <p id="other-sessions-hint">{t('sessions.hint')}</p>
      <div className="auth-actions">
        <button
          type="button"
          className="qc-btn qc-btn--secondary"
          aria-describedby="other-sessions-hint"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {busy ? t('sessions.ending') : t('sessions.end')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('sessions.confirm.title')}
        message={t('sessions.confirm.text')}
        yesLabel={t('sessions.confirm.yes')}
        noLabel={t('sessions.confirm.no')}
        onNo={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          setBusy(true);
          void submitThroughSaga(dispatch, END_OTHER_SESSIONS_CONFIRMED, null).finally(() =>
            setBusy(false),
          );
        }}
      />
    </div>
  );
}

function ProfileInformation({ user, mode, setMode }: SectionProps) {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const validate = useScreenValidation({
    screen: 'update_profile',
    trim: ['address1', 'address2', 'city'],
  });
  const editing = mode === 'UpdateProfile';
  const sectionRef = useSwapFocus(editing);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section ref={sectionRef} className="auth-section" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title">{t('profile.title')}</h2>
      {editing ? (
        <Form<ProfileValues>
          validate={validate}
          initialValues={profileInitialValues(user)}
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(dispatch, PROFILE_SUBMITTED, values);
            if (outcome.ok) setMode('View');
          }}
          render={({ handleSubmit, hasValidationErrors, dirty, form }) => (
            <form
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-label={t('profile.form')}
            >
              <DefinitionList columns={1} items={[{ label: t('profile.name'), value: name }]} />
              <AddressFormFields legend={null} />
              <FormActions
                className="auth-actions"
                reasonId="profile-reason"
                reasonClassName="auth-reason"
                reason={
                  hasValidationErrors
                    ? invalidFieldsText(form)
                    : !dirty
                      ? t('profile.reason.unchanged')
                      : ''
                }
              >
                <button
                  type="button"
                  className="qc-btn qc-btn--secondary"
                  onClick={() => setMode('View')}
                >
                  {t('action.back')}
                </button>
                <SubmitButton requireChange aria-describedby="profile-reason">
                  {t('profile.submit')}
                </SubmitButton>
              </FormActions>
            </form>
          )}
        />
      ) : (
        <>
          <DefinitionList
            items={[
              { label: t('profile.name'), value: name },
              { label: t('profile.address'), value: user.address },
              { label: t('profile.city'), value: user.town },
              {
                label: t('profile.state'),
                value: stateName(toStateCode(user.state ?? '') ?? '') ?? user.state,
              },
              { label: t('profile.zipcode'), value: user.zipcode },
              { label: t('profile.phone'), value: user.phoneNumber },
            ]}
          />
          {mode === 'View' ? (
            <OpenFormButton label={t('profile.submit')} onOpen={() => setMode('UpdateProfile')} />
          ) : null}
        </>
      )}
    </section>
  );
}

export default AccountPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [accountSaga, notificationsSaga];
