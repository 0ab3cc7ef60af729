import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-final-form';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setConfig } from '@qcard/runtime/config/config-store';
import { CaptchaField, captchaSettings } from '@qcard/runtime/ui/captcha-field';
import { renderInForm } from '../../forms/__tests__/test-helpers';
import { englishOnPage, switchToSpanish } from '@qcard/kit/test-support/spanish';

// The real widget needs Web Crypto workers; the unit test checks the field's side of the contract.
jest.mock('altcha', () => ({}));

function widget(): HTMLElement & { reset: jest.Mock; getState: () => string } {
  const el = document.querySelector('altcha-widget') as unknown as HTMLElement & {
    reset: jest.Mock;
    getState: () => string;
  };
  return el;
}

function fire(el: HTMLElement, name: string, detail: Record<string, unknown>) {
  act(() => {
    el.dispatchEvent(new CustomEvent(name, { detail }));
  });
}

/** The rider starts on the form: the widget is fetched. */
function startOnForm() {
  fireEvent.focusIn(screen.getByRole('form', { name: 'Test form' }));
}

function ClearButton() {
  const form = useForm();
  return (
    <button type="button" onClick={() => form.change('captcha', undefined)}>
      clear
    </button>
  );
}

/** The field in a form beside a button that clears its value; the form's values to read. */
function renderWithClearButton() {
  const { ui, state } = renderInForm(
    <>
      <CaptchaField />
      <ClearButton />
    </>,
  );
  render(ui);
  return state;
}

describe('CaptchaField', () => {
  afterEach(() => {
    jest.useRealTimers();
    setConfig({ parameters: [] });
  });

  it('holds the solved payload as the form value and drops it when the widget is no longer verified', async () => {
    const state = renderWithClearButton();
    expect(screen.getByRole('group', { name: 'Security check' })).toBeInTheDocument();
    startOnForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget();
    expect(el.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(el.getAttribute('type')).toBe('checkbox');
    expect(state.values.captcha).toBeUndefined();

    fire(el, 'statechange', { state: 'verifying', payload: null });
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'verifying');
    fire(el, 'statechange', { state: 'verified', payload: 'PAYLOAD' });
    expect(state.values.captcha).toBe('PAYLOAD');
    expect(screen.getByText('Security check passed')).toBeInTheDocument();

    fire(el, 'expired', {});
    expect(state.values.captcha).toBeUndefined();
  });

  it('a widget that could not verify (its challenge did not come) says to tick again, not to reload the page', async () => {
    renderWithClearButton();
    startOnForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget();
    fire(el, 'statechange', { state: 'error', payload: null });
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'error');
    expect(
      screen.getByText('The security check did not go through. Tick "I\'m not a robot" again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reload the page/)).toBeNull();
    // The next tick that works ends it.
    fire(el, 'statechange', { state: 'verified', payload: 'PAYLOAD' });
    expect(screen.queryByText(/did not go through/)).toBeNull();
  });

  it('resets the widget when the form clears a spent payload', async () => {
    const state = renderWithClearButton();
    startOnForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget();
    let current = 'unverified';
    el.getState = () => current;
    el.reset = jest.fn(() => {
      current = 'unverified';
    });
    current = 'verified';
    fire(el, 'verified', { payload: 'P1' });
    expect(state.values.captcha).toBe('P1');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(el.reset).toHaveBeenCalledTimes(1);
    expect(state.values.captcha).toBeUndefined();
  });

  it('fetches the widget only once the rider starts on the form', async () => {
    const { ui } = renderInForm(
      <>
        <input aria-label="Username" />
        <CaptchaField />
      </>,
    );
    jest.useFakeTimers();
    render(ui);
    // A while passes (on the fake clock, with every pending promise settled) and nothing is
    // fetched: a stand-in box holds the place.
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(widget()).toBeNull();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Username' }));
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'ready');
  });

  it('verifies at once when the stand-in box is ticked before the widget has arrived', async () => {
    const verify = jest.fn(() => Promise.resolve(null));
    const { ui } = renderInForm(<CaptchaField />);
    render(ui);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    // The widget's methods appear when its component mounts, after the element is in the page.
    const observer = new MutationObserver(() => {
      const el = widget();
      if (el && !('verify' in el)) Object.assign(el, { verify, getState: () => 'unverified' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => box.click());
    // Half-ticked until verified.
    expect(box).toBePartiallyChecked();
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    observer.disconnect();
  });

  it('verifies a tick made on the painted page before the app started, once hydrated', async () => {
    const verify = jest.fn(() => Promise.resolve(null));
    const { ui } = renderInForm(<CaptchaField />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // The visitor ticks the painted box: no script of the app has run yet.
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    const observer = new MutationObserver(() => {
      const el = widget();
      if (el && !('verify' in el)) Object.assign(el, { verify, getState: () => 'unverified' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    observer.disconnect();
    container.remove();
  });

  it('fetches the widget on mount when asked to be eager', async () => {
    const { ui } = renderInForm(<CaptchaField eager />);
    render(ui);
    await waitFor(() => expect(widget()).not.toBeNull());
  });

  it('is ALTCHA whatever the config names: reCAPTCHA was removed because the API never verified it', () => {
    expect(captchaSettings().provider).toBe('altcha');
    setConfig({
      parameters: [
        { groupName: 'Captcha_Config', configName: 'Captcha_Provider', configValue: 'reCAPTCHA' },
        { groupName: 'Captcha_Config', configName: 'Captcha_Site_Key', configValue: 'site-key-1' },
      ],
    });
    expect(captchaSettings()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });
});

describe('CaptchaField in Spanish', () => {
  /** ALTCHA's string registry, as the real widget module sets it up on load. */
  const registered = new Map<string, Record<string, string>>();
  beforeEach(() => {
    registered.clear();
    (globalThis as { $altcha?: unknown }).$altcha = {
      i18n: {
        set: (language: string, strings: Record<string, string>) =>
          registered.set(language, strings),
      },
    };
  });
  afterEach(() => {
    delete (globalThis as { $altcha?: unknown }).$altcha;
  });

  it('names the stand-in box, the group and its state in Spanish', async () => {
    const { ui } = renderInForm(<CaptchaField />);
    render(ui);
    await switchToSpanish();
    expect(screen.getByRole('group', { name: 'Verificación de seguridad' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeInTheDocument();
    expect(screen.getByTestId('captcha')).toHaveTextContent(
      'Cargando la verificación de seguridad…',
    );
    expect(englishOnPage()).toEqual([]);
  });

  it("gives the widget its labels in the page's language, and again after a switch", async () => {
    const { ui } = renderInForm(<CaptchaField eager />);
    render(ui);
    await waitFor(() => expect(widget()).not.toBeNull());
    await waitFor(() => expect(registered.get('en')?.label).toBe("I'm not a robot"));
    expect(widget().getAttribute('language')).toBe('en');

    await switchToSpanish();
    expect(widget().getAttribute('language')).toBe('es');
    const strings = registered.get('es');
    expect(strings).toMatchObject({
      label: 'No soy un robot',
      verifying: 'Verificando...',
      verified: 'Verificado',
      error: 'No se pudo verificar.',
      expired: 'La verificación venció. Inténtelo de nuevo.',
      ariaLinkLabel: 'Altcha (sitio web oficial)',
    });
    expect(strings?.footer).toMatch(
      /^Protegido por <a href="https:\/\/altcha.org\/"[^>]*aria-label="Altcha \(sitio web oficial\)">ALTCHA<\/a>$/,
    );
    // Every label ALTCHA 3 has in its own English table is given.
    expect(Object.keys(strings ?? {}).sort()).toEqual([
      'ariaLinkLabel',
      'cancel',
      'enterCode',
      'enterCodeAria',
      'enterCodeFromImage',
      'error',
      'expired',
      'footer',
      'getAudioChallenge',
      'label',
      'loading',
      'reload',
      'verificationRequired',
      'verified',
      'verify',
      'verifying',
      'waitAlert',
    ]);

    fire(widget(), 'statechange', { state: 'verified', payload: 'PAYLOAD' });
    expect(screen.getByTestId('captcha')).toHaveTextContent('Verificación de seguridad completada');
  });

  it('asks for the tick in Spanish when the form is sent without it', async () => {
    const { ui } = renderInForm(
      <>
        <CaptchaField />
        <button type="submit">Enviar</button>
      </>,
    );
    render(ui);
    await switchToSpanish();
    startOnForm();
    await waitFor(() =>
      expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'ready'),
    );
    act(() => screen.getByRole('button', { name: 'Enviar' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('captcha')).toHaveTextContent(
        'Marque "No soy un robot" para continuar',
      ),
    );
  });
});
