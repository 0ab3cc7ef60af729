// The captcha of login, forgot password, reset-link resend, feedback and unregistered reload,
// as a react-final-form field whose value is the solved payload (sent as `captcha`).
//
// The one provider: the self-hosted ALTCHA proof-of-work widget (a checkbox labelled
// "I'm not a robot" that solves itself once ticked), the only one the API verifies. The
// reCAPTCHA option was removed (issue 17, docs/decisions.md): the API never checked its tokens.
// The widget is loaded lazily, so pages without a captcha never download it. The ALTCHA
// widget (34 KB gzip, the largest script of the landing page) is fetched only when the rider
// starts on the form around it (focus, typing, pointer over it) or ticks the stand-in box,
// which then verifies as soon as the widget is ready: nobody ticks it before typing a name.
//
// A challenge can be used once: after a failed submit, clear the field
// (`form.change('captcha', undefined)`) and the widget resets itself for a new solve.
import { createElement, useEffect, useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { configValue } from '@qcard/shared/config/config-store';
import { API_BASE } from '@qcard/shared/api/api-client';
import '../styles/forms.css';
import './captcha-field.css';

export type CaptchaProvider = 'altcha';

export const CAPTCHA_REQUIRED_TEXT = "Please tick \"I'm not a robot\" to continue";

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** ALTCHA: where the widget fetches its challenge. */
  challengeUrl: string;
}

/** The switch point: which captcha the portal shows, from the server-delivered config. */
export function captchaSettings(): CaptchaSettings {
  const challengeUrl = configValue('Captcha_Config', 'Captcha_Challenge_Url')?.trim() || `${API_BASE}/captcha/challenge`;
  return { provider: 'altcha', challengeUrl };
}

export interface CaptchaFieldProps {
  /** Form field name; the API expects `captcha`. */
  name?: string;
  /** Accessible name of the group around the widget. */
  groupLabel?: string;
  disabled?: boolean;
  /** Fetch the widget on mount instead of at the first interaction with the form. */
  eager?: boolean;
}

type WidgetStatus = 'loading' | 'ready' | 'verifying' | 'verified' | 'error';

/** react-final-form field: undefined until solved, then the payload string. */
export function CaptchaField({ name = 'captcha', groupLabel = 'Security check', disabled, eager = false }: CaptchaFieldProps) {
  const { input, meta } = useField<string | undefined>(name, {
    validate: (v) => (v ? undefined : CAPTCHA_REQUIRED_TEXT),
  });
  const settings = captchaSettings();
  const statusId = `qc-captcha${useId().replace(/:/g, '')}`;
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const onChange = useRef(input.onChange);
  onChange.current = input.onChange;
  const setValue = (v: string | undefined) => onChange.current(v);

  return (
    <div className="qc-field qc-captcha" role="group" aria-label={groupLabel} aria-describedby={statusId} data-testid="captcha" data-state={status}>
      <AltchaWidget name={name} challengeUrl={settings.challengeUrl} value={input.value} onValue={setValue} onStatus={setStatus} disabled={disabled} eager={eager} />
      <span id={statusId} className={status === 'error' ? 'qc-field__hint qc-captcha__error' : 'qc-visually-hidden'} aria-live="polite">
        {status === 'loading'
          ? 'Loading the security check…'
          : status === 'verifying'
            ? 'Checking you are not a robot…'
            : status === 'verified'
              ? 'Security check passed'
              : status === 'error'
                ? 'The security check could not be loaded. Please reload the page and try again.'
                : meta.touched || meta.visited
                  ? CAPTCHA_REQUIRED_TEXT
                  : ''}
      </span>
    </div>
  );
}

interface WidgetProps {
  value: string | undefined;
  onValue: (v: string | undefined) => void;
  onStatus: (s: WidgetStatus) => void;
}

interface AltchaElement extends HTMLElement {
  reset?: (state?: string, err?: string | null) => void;
  verify?: () => Promise<unknown>;
  getState?: () => string;
  configure?: (config: Record<string, unknown>) => Promise<void>;
}

/** Events on the form that show the rider is about to need the captcha. */
const INTERACTIONS = ['focusin', 'pointerover', 'pointerdown', 'keydown', 'input'] as const;

function AltchaWidget({
  name,
  challengeUrl,
  value,
  onValue,
  onStatus,
  disabled,
  eager,
}: WidgetProps & { name: string; challengeUrl: string; disabled?: boolean; eager?: boolean }) {
  const ref = useRef<AltchaElement | null>(null);
  const placeholderRef = useRef<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState(Boolean(eager));
  const [loaded, setLoaded] = useState(false);
  // The stand-in box was ticked before the widget arrived: verify once it is there.
  const [verifyWhenLoaded, setVerifyWhenLoaded] = useState(false);
  const handlers = useRef({ onValue, onStatus });
  handlers.current = { onValue, onStatus };

  useEffect(() => {
    if (wanted) return undefined;
    const area = placeholderRef.current?.closest('form') ?? placeholderRef.current?.parentElement;
    if (!area) return undefined;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) area.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) area.removeEventListener(type, want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let alive = true;
    // Lazy: the widget (web component + workers) is its own chunk, fetched only by pages that
    // show a captcha.
    import('altcha')
      .then(() => {
        if (!alive) return;
        setLoaded(true);
        handlers.current.onStatus('ready');
      })
      .catch(() => alive && handlers.current.onStatus('error'));
    return () => {
      alive = false;
    };
  }, [wanted]);

  useEffect(() => {
    const el = ref.current;
    if (!loaded || !el) return undefined;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state?: string; payload?: string | null }>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) {
        handlers.current.onValue(detail.payload);
        handlers.current.onStatus('verified');
      } else {
        handlers.current.onValue(undefined);
        handlers.current.onStatus(detail.state === 'verifying' ? 'verifying' : detail.state === 'error' ? 'error' : 'ready');
      }
    };
    const onVerified = (e: Event) => {
      const payload = (e as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) {
        handlers.current.onValue(payload);
        handlers.current.onStatus('verified');
      }
    };
    const onExpired = () => {
      handlers.current.onValue(undefined);
      handlers.current.onStatus('ready');
    };
    el.addEventListener('statechange', onState);
    el.addEventListener('verified', onVerified);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('verified', onVerified);
      el.removeEventListener('expired', onExpired);
    };
  }, [loaded]);

  useEffect(() => {
    const el = ref.current;
    if (!loaded || !el || !verifyWhenLoaded) return undefined;
    // The element's methods exist once its component has mounted, a frame or so after it is
    // added to the page.
    let frame = 0;
    const start = () => {
      if (typeof el.verify === 'function' && typeof el.getState === 'function') {
        setVerifyWhenLoaded(false);
        if (el.getState() !== 'verified' && el.getState() !== 'verifying') void el.verify().catch(() => undefined);
      } else {
        frame = requestAnimationFrame(start);
      }
    };
    start();
    return () => cancelAnimationFrame(frame);
  }, [loaded, verifyWhenLoaded]);

  // The form cleared the value (failed submit: the challenge is spent): start over.
  useEffect(() => {
    const el = ref.current;
    if (!loaded || !el || value) return;
    if (el.getState?.() === 'verified') el.reset?.();
  }, [value, loaded]);

  if (!loaded) {
    return (
      <button
        ref={placeholderRef}
        type="button"
        role="checkbox"
        aria-checked={verifyWhenLoaded ? 'mixed' : 'false'}
        className="qc-captcha__placeholder"
        disabled={disabled}
        onClick={() => {
          setWanted(true);
          setVerifyWhenLoaded(true);
        }}
      >
        <span className="qc-captcha__box" aria-hidden="true" /> I&apos;m not a robot
      </button>
    );
  }
  return (
    <div className={disabled ? 'qc-captcha__widget is-disabled' : 'qc-captcha__widget'}>
      {createElement('altcha-widget', {
        ref,
        name,
        challenge: challengeUrl,
        type: 'checkbox',
        auto: 'off',
        language: 'en',
      })}
    </div>
  );
}
