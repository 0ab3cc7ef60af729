// The captcha of login, forgot password, reset-link resend, feedback and unregistered reload,
// as a react-final-form field whose value is the solved payload (sent as `captcha`).
//
// The one provider: the self-hosted ALTCHA proof-of-work widget (a checkbox labelled
// "I'm not a robot" that solves itself once ticked), the only one the API verifies. The
// reCAPTCHA option was removed (docs/decisions.md): the API never checked its tokens.
// The widget is loaded lazily, so pages without a captcha never download it. The ALTCHA
// widget (34 KB gzip, the largest script of the landing page) is fetched only when the rider
// starts on the form around it (focus, typing, pointer over it) or ticks the stand-in box,
// which then verifies as soon as the widget is ready: nobody ticks it before typing a name.
//
// A challenge can be used once: after a failed submit, clear the field
// (`form.change('captcha', undefined)`) and the widget resets itself for a new solve.
//
// Its texts are the common namespace's (captcha.*), the widget's own included: they are
// registered in ALTCHA's string registry ($altcha.i18n) under the page's language, which the
// widget is told, so the labels follow a language switch without a reload.
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElementId } from '@qcard/runtime/ui/element-ids';
import { useField } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { TFunction } from 'i18next';
import { configValue } from '@qcard/runtime/config/config-store';
import { API_BASE } from '@qcard/runtime/api/api-client';
import { i18n } from '@qcard/runtime/i18n/i18n';
import './captcha-field.css';

export type CaptchaProvider = 'altcha';

/** What the field says while it is not solved, in the page's language. */
export function captchaRequiredText(): string {
  return i18n.t('common:captcha.required');
}

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** ALTCHA: where the widget fetches its challenge. */
  challengeUrl: string;
}

/** The switch point: which captcha the portal shows, from the server-delivered config. */
export function captchaSettings(): CaptchaSettings {
  const challengeUrl =
    configValue('Captcha_Config', 'Captcha_Challenge_Url')?.trim() ||
    `${API_BASE}/captcha/challenge`;
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

/**
 * 'error': the widget could not verify (its challenge did not come, say): a new tick asks again.
 * 'unavailable': the widget itself did not load, and only a reload of the page brings it.
 */
type WidgetStatus = 'loading' | 'ready' | 'verifying' | 'verified' | 'error' | 'unavailable';

/** react-final-form field: undefined until solved, then the payload string. */
export function CaptchaField({
  name = 'captcha',
  groupLabel,
  disabled,
  eager = false,
}: CaptchaFieldProps) {
  const { t } = useTranslation('common');
  const { input, meta } = useField<string | undefined>(name, {
    validate: (v) => (v ? undefined : captchaRequiredText()),
  });
  const settings = captchaSettings();
  const statusId = useElementId('qc-captcha', name);
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const onChange = useRef(input.onChange);
  onChange.current = input.onChange;
  const setValue = (v: string | undefined) => onChange.current(v);

  return (
    <div
      className="qc-field qc-captcha"
      role="group"
      aria-label={groupLabel ?? t('captcha.group')}
      aria-describedby={statusId}
      data-testid="captcha"
      data-state={status}
    >
      <AltchaWidget
        name={name}
        challengeUrl={settings.challengeUrl}
        value={input.value}
        onValue={setValue}
        onStatus={setStatus}
        disabled={disabled}
        eager={eager}
      />
      <span
        id={statusId}
        className={
          status === 'error' || status === 'unavailable'
            ? 'qc-field__hint qc-captcha__error'
            : 'qc-visually-hidden'
        }
        aria-live="polite"
      >
        {status === 'ready'
          ? meta.touched || meta.visited
            ? t('captcha.required')
            : ''
          : t(`captcha.${status}`)}
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

interface AltchaRegistry {
  i18n?: { set: (language: string, strings: Record<string, string>) => void };
}

/** The widget's own labels (ALTCHA's Strings) from the common namespace. */
export function altchaStrings(t: TFunction): Record<string, string> {
  const linkLabel = t('common:captcha.widget.linkLabel');
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${linkLabel.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">ALTCHA</a>`;
  return {
    ariaLinkLabel: linkLabel,
    cancel: t('common:captcha.widget.cancel'),
    enterCode: t('common:captcha.widget.enterCode'),
    enterCodeAria: t('common:captcha.widget.enterCodeAria'),
    enterCodeFromImage: t('common:captcha.widget.enterCodeFromImage'),
    error: t('common:captcha.widget.error'),
    expired: t('common:captcha.widget.expired'),
    footer: t('common:captcha.widget.footer', { link }),
    getAudioChallenge: t('common:captcha.widget.getAudioChallenge'),
    label: t('common:captcha.label'),
    loading: t('common:captcha.widget.loading'),
    reload: t('common:captcha.widget.reload'),
    verify: t('common:captcha.widget.verify'),
    verificationRequired: t('common:captcha.widget.verificationRequired'),
    verified: t('common:captcha.widget.verified'),
    verifying: t('common:captcha.widget.verifying'),
    waitAlert: t('common:captcha.widget.waitAlert'),
  };
}

/** Whether a text control in `area` holds what the visitor typed (not what was rendered). */
function typedIn(area: Element): boolean {
  return [...area.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (control) => control.type !== 'checkbox' && control.value !== control.defaultValue,
  );
}

/** The widget's element and its fixed settings: a checkbox verified when ticked. */
const WIDGET_TAG = 'altcha-widget';
const WIDGET_SETTINGS = { type: 'checkbox', auto: 'off' } as const;

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
  const { t, i18n: page } = useTranslation('common');
  const language = page.language;
  const ref = useRef<AltchaElement | null>(null);
  const placeholderRef = useRef<HTMLInputElement | null>(null);
  const [wanted, setWanted] = useState(Boolean(eager));
  const [loaded, setLoaded] = useState(false);
  // The stand-in box was ticked before the widget arrived: verify once it is there.
  const [verifyWhenLoaded, setVerifyWhenLoaded] = useState(false);
  const handlers = useRef({ onValue, onStatus });
  handlers.current = { onValue, onStatus };

  // Ticked on the server's painted page before the app started: the tick is still in the box
  // (hydrated, not replaced), and verifies as soon as the widget is here.
  useLayoutEffect(() => {
    if (!placeholderRef.current?.checked) return;
    setWanted(true);
    setVerifyWhenLoaded(true);
  }, []);
  // Ticked, not verified yet: the box says so as a checkbox can, half-ticked ("mixed").
  useLayoutEffect(() => {
    if (placeholderRef.current) placeholderRef.current.indeterminate = verifyWhenLoaded;
  }, [verifyWhenLoaded]);

  useEffect(() => {
    if (wanted) return undefined;
    const area = placeholderRef.current?.closest('form') ?? placeholderRef.current?.parentElement;
    if (!area) return undefined;
    const want = () => setWanted(true);
    // Used before the app started (the painted page takes typing): these listeners came later.
    if (area.contains(document.activeElement) || typedIn(area)) {
      want();
      return undefined;
    }
    for (const type of INTERACTIONS)
      area.addEventListener(type, want, { once: true, passive: true });
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
      .catch(() => alive && handlers.current.onStatus('unavailable'));
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
        handlers.current.onStatus(
          detail.state === 'verifying' ? 'verifying' : detail.state === 'error' ? 'error' : 'ready',
        );
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
        if (el.getState() !== 'verified' && el.getState() !== 'verifying')
          void el.verify().catch(() => undefined);
      } else {
        frame = requestAnimationFrame(start);
      }
    };
    start();
    return () => cancelAnimationFrame(frame);
  }, [loaded, verifyWhenLoaded]);

  // The widget's labels in the page's language, registered under it; its `language` attribute
  // (below) tells the widget which to show.
  useEffect(() => {
    if (loaded)
      (globalThis as { $altcha?: AltchaRegistry }).$altcha?.i18n?.set(language, altchaStrings(t));
  }, [loaded, language, t]);

  // The form cleared the value (failed submit: the challenge is spent): start over.
  useEffect(() => {
    const el = ref.current;
    if (!loaded || !el || value) return;
    if (el.getState?.() === 'verified') el.reset?.();
  }, [value, loaded]);

  if (!loaded) {
    // A plain checkbox: ticked on the painted page before any script, it stays ticked.
    return (
      <label className="qc-captcha__placeholder" aria-busy={verifyWhenLoaded || undefined}>
        <input
          ref={placeholderRef}
          type="checkbox"
          className="qc-captcha__box"
          disabled={disabled}
          onChange={(event) => {
            if (!event.currentTarget.checked) return;
            setWanted(true);
            setVerifyWhenLoaded(true);
          }}
        />{' '}
        {t('captcha.label')}
      </label>
    );
  }
  return (
    <div className={disabled ? 'qc-captcha__widget is-disabled' : 'qc-captcha__widget'}>
      {createElement(WIDGET_TAG, {
        ref,
        name,
        challenge: challengeUrl,
        ...WIDGET_SETTINGS,
        language,
      })}
    </div>
  );
}
