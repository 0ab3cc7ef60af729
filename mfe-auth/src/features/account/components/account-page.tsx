// /account: login information (e-mail, masked password, ending the account's other sessions)
// and profile information (name, address, phone). Modes View, UpdatePassword and UpdateProfile: a section's main button enters
// its mode on the first press and submits on the second; BACK returns to View.
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from '@qcard/shared/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionUser } from '@qcard/shared/contracts/domain';
import { PasswordField } from '@qcard/shared/forms/text-fields';
import { SubmitButton } from '@qcard/shared/forms/submit-button';
import { FormActions } from '@qcard/shared/ui/form-actions';
import { AddressFormFields } from '@qcard/shared/forms/address-form-fields';
import { stateName, toStateCode } from '@qcard/shared/forms/us-states';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { DefinitionList } from '@qcard/shared/ui/definition-list';
import { ConfirmDialog, InfoDialog } from '@qcard/shared/ui/dialog';
import { useSession } from '@qcard/shared/session/use-session';
import { useScreenValidation } from '@qcard/shared/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { accountActions, selectAccountStatus, selectAccountUser, type AccountState } from '../store/account-slice';
import {
  END_OTHER_SESSIONS_CONFIRMED,
  PASSWORD_SUBMITTED,
  PROFILE_SUBMITTED,
  RELOGIN_CONFIRMED,
  type PasswordValues,
  type ProfileValues,
} from '../store/account-saga';
import { PASSWORD_POLICY_TEXT } from '../../password/public';
import '../../../app/pages.css';

export type AccountMode = 'View' | 'UpdatePassword' | 'UpdateProfile';

export const RELOGIN_TEXT = 'Please login to the application with the new password';
export const END_OTHER_SESSIONS_TEXT =
  'End every other session of your account? Browsers and devices signed in with it will have to log in again. This session stays signed in.';
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
        <PageHeader title="Account Settings" />
        {status === 'error' ? (
          <div className="qc-stack">
            <p>Your account details could not be loaded.</p>
            <button type="button" className="qc-btn" onClick={() => dispatch(accountActions.loadRequested())}>
              Try again
            </button>
          </div>
        ) : (
          <Spinner block label="Loading your account" />
        )}
      </section>
    );
  }

  return (
    <section className="qc-card auth-page auth-page--wide">
      <PageHeader
        title="Account Settings"
        description={status === 'loading' ? 'Refreshing your account details…' : undefined}
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
      <InfoDialog
        open={relogin}
        title="Password changed"
        message={RELOGIN_TEXT}
        onOk={() => {
          setRelogin(false);
          void submitThroughSaga(dispatch, RELOGIN_CONFIRMED, null).then(() => navigate('/', { replace: true }));
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

function LoginInformation({ user, mode, setMode, onChanged }: SectionProps & { onChanged: () => void }) {
  const dispatch = useDispatch();
  const validate = useScreenValidation({ screen: 'change_password', confirm: { confirmpassword: 'newpassword' } });
  const editing = mode === 'UpdatePassword';
  return (
    <section className="auth-section" aria-labelledby="login-info-title">
      <h2 id="login-info-title">Login Information</h2>
      {editing ? (
        <Form<PasswordValues>
          validate={validate}
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(dispatch, PASSWORD_SUBMITTED, values);
            if (outcome.ok) onChanged();
          }}
          render={({ handleSubmit, hasValidationErrors }) => (
            <form onSubmit={handleSubmit} noValidate className="qc-stack" aria-label="Change password">
              <DefinitionList columns={1} items={[{ label: 'Email', value: user.email }]} />
              <PasswordField name="existingpassword" label="Current Password" required autoComplete="current-password" />
              <PasswordField name="newpassword" label="New Password" required autoComplete="new-password" hint={PASSWORD_POLICY_TEXT} />
              <PasswordField name="confirmpassword" label="Confirm Password" required minLength={8} maxLength={15} confirmOf="newpassword" autoComplete="new-password" />
              <FormActions className="auth-actions" reasonId="password-reason" reasonClassName="auth-reason" reason={hasValidationErrors ? 'Enter your current password and a new password that meets the rules, twice.' : ''}>
                <button type="button" className="qc-btn qc-btn--secondary" onClick={() => setMode('View')}>
                  BACK
                </button>
                <SubmitButton aria-describedby="password-reason">CHANGE PASSWORD</SubmitButton>
              </FormActions>
            </form>
          )}
        />
      ) : (
        <>
          <DefinitionList
            items={[
              { label: 'Email', value: user.email },
              { label: 'Password', value: <span aria-label="Password hidden">{MASKED_PASSWORD}</span> },
            ]}
          />
          {mode === 'View' ? (
            <>
              <OpenFormButton label="CHANGE PASSWORD" onOpen={() => setMode('UpdatePassword')} />
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
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="qc-stack">
      <p id="other-sessions-hint">Signed in somewhere you no longer use? End the other sessions; this one stays signed in.</p>
      <div className="auth-actions">
        <button
          type="button"
          className="qc-btn qc-btn--secondary"
          aria-describedby="other-sessions-hint"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {busy ? 'ENDING OTHER SESSIONS…' : 'END OTHER SESSIONS'}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="End other sessions"
        message={END_OTHER_SESSIONS_TEXT}
        yesLabel="End them"
        noLabel="Cancel"
        onNo={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          setBusy(true);
          void submitThroughSaga(dispatch, END_OTHER_SESSIONS_CONFIRMED, null).finally(() => setBusy(false));
        }}
      />
    </div>
  );
}

function ProfileInformation({ user, mode, setMode }: SectionProps) {
  const dispatch = useDispatch();
  const validate = useScreenValidation({ screen: 'update_profile', trim: ['address1', 'address2', 'city'] });
  const editing = mode === 'UpdateProfile';
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section className="auth-section" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title">Profile Information</h2>
      {editing ? (
        <Form<ProfileValues>
          validate={validate}
          initialValues={profileInitialValues(user)}
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(dispatch, PROFILE_SUBMITTED, values);
            if (outcome.ok) setMode('View');
          }}
          render={({ handleSubmit, hasValidationErrors, dirty }) => (
            <form onSubmit={handleSubmit} noValidate className="qc-stack" aria-label="Update profile">
              <DefinitionList columns={1} items={[{ label: 'Name', value: name }]} />
              <AddressFormFields legend={null} />
              <FormActions className="auth-actions" reasonId="profile-reason" reasonClassName="auth-reason" reason={hasValidationErrors ? 'Complete the required fields to update your profile.' : !dirty ? 'Change a field to update your profile.' : ''}>
                <button type="button" className="qc-btn qc-btn--secondary" onClick={() => setMode('View')}>
                  BACK
                </button>
                <SubmitButton requireChange aria-describedby="profile-reason">
                  UPDATE PROFILE
                </SubmitButton>
              </FormActions>
            </form>
          )}
        />
      ) : (
        <>
          <DefinitionList
            items={[
              { label: 'Name', value: name },
              { label: 'Address', value: user.address },
              { label: 'City', value: user.town },
              { label: 'State', value: stateName(toStateCode(user.state ?? '') ?? '') ?? user.state },
              { label: 'Zipcode', value: user.zipcode },
              { label: 'Phone Number', value: user.phoneNumber },
            ]}
          />
          {mode === 'View' ? (
            <OpenFormButton label="UPDATE PROFILE" onOpen={() => setMode('UpdateProfile')} />
          ) : null}
        </>
      )}
    </section>
  );
}
