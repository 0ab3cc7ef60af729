// The sign-in strip of a remote's standalone dev page: the real login through the dev server's
// proxy to the API (captcha included), so a team can open its signed-in pages without the shell.
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useState } from 'react';
import { callContract } from '@qcard/runtime/api/api-client';
import { LoginCall, LogoutCall } from '@qcard/contracts/auth-calls';
import { bus } from '@qcard/runtime/bus/event-bus';
import { clearSession, setUser } from '@qcard/runtime/session/session-storage';
import { useSession } from '@qcard/runtime/session/use-session';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
// The captcha's field styles (the runtime's captcha carries only its own).
import '../styles/forms.css';

interface DevLoginValues {
  username?: string;
  password?: string;
  captcha?: string;
}

export function StandaloneLogin() {
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);

  if (session.user) {
    return (
      <p className="qc-row" data-testid="standalone-session">
        Signed in as {session.user.email}
        <button
          type="button"
          className="qc-btn qc-btn--secondary"
          onClick={() => {
            void callContract(LogoutCall, {}).finally(() => {
              clearSession();
              bus.emit('session/loggedOut', { reason: 'user' });
            });
          }}
        >
          Log out
        </button>
      </p>
    );
  }

  const submit = async (values: DevLoginValues, form: FormApi<DevLoginValues>) => {
    setProblem(null);
    const res = await callContract(
      LoginCall,
      {
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
        captcha: values.captcha ?? '',
      },
      { anonymous: true, ignoreSessionErrors: true },
    );
    if (res.status === 'SUCCESS' && res.data && res.token) {
      setUser(res.data);
      bus.emit('session/loggedIn', { user: res.data });
      return;
    }
    clearSession();
    setProblem(res.errorMessage ?? `Login failed (${res.msgCode ?? 'no answer'})`);
    // The server spends a challenge on every try: without a new one the next try is refused as
    // a robot while the widget still says "Verified" (as on the landing page's login panel).
    form.change('captcha', undefined);
  };

  return (
    <Form<DevLoginValues>
      onSubmit={submit}
      render={({ handleSubmit, submitting, values }) => (
        <form
          onSubmit={handleSubmit}
          aria-label="Standalone sign in"
          className="qc-row"
          style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
        >
          <Field name="username">
            {({ input }) => (
              <label>
                E-mail <input {...input} type="email" autoComplete="username" />
              </label>
            )}
          </Field>
          <Field name="password">
            {({ input }) => (
              <label>
                Password <input {...input} type="password" autoComplete="current-password" />
              </label>
            )}
          </Field>
          <CaptchaField eager />
          <button
            type="submit"
            className="qc-btn"
            disabled={submitting || !values.username || !values.password || !values.captcha}
          >
            Log in
          </button>
          {problem && <span role="alert">{problem}</span>}
        </form>
      )}
    />
  );
}
