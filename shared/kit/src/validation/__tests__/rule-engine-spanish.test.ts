// The rule engine's own texts in Spanish: in the page's language in the browser, and
// in the language the caller names (the API's request) whatever the page shows. Configured texts
// (the server's message table) are used as the server wrote them.
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { setConfig } from '@qcard/runtime/config/config-store';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';
import { expiryProblem } from '@qcard/contracts/payment/card-expiry';
import {
  checkReloadAmount,
  checkSponsorRowAmount,
  checkSubscriptionValue,
  dateOrderText,
  fallbackMessage,
  validateConfirm,
  validateField,
  validateScreen,
} from '@qcard/contracts/validation/rule-engine';
import {
  checkCardNumber,
  checkDateRange,
  checkSearchValue,
} from '@qcard/contracts/validation/input-checks';

const rule = {
  property: 'username',
  label: 'Usuario',
  placeholder: 'El usuario',
  isUiMandatory: true,
  minLength: 4,
  maxLength: 8,
  pattern: '^[a-z]+$',
};
const none = () => undefined;

beforeEach(() => setConfig({ messages: [] }));

describe("in the page's language", () => {
  it('field messages', async () => {
    await switchToSpanish();
    expect(validateField(rule, '', PAGE_RULES)).toBe('Usuario no puede quedar en blanco');
    expect(validateField(rule, 'abc', PAGE_RULES)).toBe(
      'Usuario: el texto es demasiado corto. El usuario debe tener al menos 4 caracteres',
    );
    expect(validateField(rule, 'abcdefghi', PAGE_RULES)).toBe(
      'Usuario: el texto es demasiado largo. El usuario no puede tener más de 8 caracteres',
    );
    expect(validateField(rule, 'ab12', PAGE_RULES)).toBe('Usuario: el valor no es válido');
    // A configured custom error (Spanish from the server) is appended to the label as before.
    expect(
      validateField({ ...rule, customError: 'solo admite letras minúsculas' }, 'ab12', PAGE_RULES),
    ).toBe('Usuario solo admite letras minúsculas');
    expect(validateConfirm('Confirmar contraseña', 'a', 'b', PAGE_RULES)).toBe(
      'Confirmar contraseña no coincide',
    );
    expect(dateOrderText(PAGE_RULES.texts)).toBe(
      'La fecha Hasta no puede ser anterior a la fecha Desde',
    );
  });

  it('the fallbacks of coded checks, when the message table lacks the code', async () => {
    await switchToSpanish();
    expect(checkReloadAmount(1, 500, 10000, PAGE_RULES)?.message).toBe(
      'El monto de recarga debe estar entre $5.00 y $100.00.',
    );
    expect(checkSponsorRowAmount(1, 500, 1000, 'E-7', PAGE_RULES)?.message).toBe(
      'El monto de recarga debe estar entre $5.00 y $10.00 para el empleado E-7.',
    );
    expect(
      checkSubscriptionValue(
        'frequency',
        0,
        {
          minThreshold: 0,
          maxThreshold: 0,
          minRecharge: 0,
          maxRecharge: 0,
          minFrequency: 1,
          maxFrequency: 5,
        },
        'form',
        PAGE_RULES,
      )?.message,
    ).toBe('El máximo de recargas debe estar entre 1 y 5.');
    expect(checkDateRange('2026-01-01', '', PAGE_RULES)?.message).toBe(
      'Ingrese la fecha Desde y la fecha Hasta, o ninguna de las dos.',
    );
    expect(checkDateRange('2026-02-01', '2026-01-01', PAGE_RULES)?.message).toBe(
      'La fecha Desde no puede ser posterior a la fecha Hasta.',
    );
    expect(checkSearchValue('Número de serie', '', PAGE_RULES)?.message).toBe(
      'Ingrese un valor para Número de serie.',
    );
    expect(checkCardNumber('4111', PAGE_RULES)?.message).toBe('El número de tarjeta no es válido.');
    expect(fallbackMessage('999', PAGE_RULES.texts)).toBe('Error 999');
  });

  it('a configured text is shown as the server wrote it', async () => {
    setConfig({
      messages: [
        {
          type: 'RESPONSE_MSG',
          msgCode: '463',
          msgName: '463',
          msgValue: 'Ingrese un monto entre ${0} y ${1}',
        },
      ],
    });
    await switchToSpanish();
    expect(checkReloadAmount(1, 500, 10000, PAGE_RULES)?.message).toBe(
      'Ingrese un monto entre $5.00 y $100.00',
    );
  });

  it('card expiry', async () => {
    await switchToSpanish();
    const may2026 = { now: new Date('2026-05-15T12:00:00Z'), timeZone: 'America/New_York' };
    expect(expiryProblem('13', '2030', may2026, textsIn())?.message).toBe(
      'Mes de vencimiento: el valor no es válido',
    );
    expect(expiryProblem('12', '2042', may2026, textsIn())?.message).toBe(
      'Año de vencimiento: el valor no es válido',
    );
    expect(expiryProblem('04', '2026', may2026, textsIn())?.message).toBe(
      'La fecha de vencimiento ya pasó',
    );
  });
});

describe("in the language the caller names (the API answers in its request's)", () => {
  it('Spanish while the page is English, and English while it is Spanish', async () => {
    expect(validateField(rule, '', { ...PAGE_RULES, texts: textsIn('es') })).toBe(
      'Usuario no puede quedar en blanco',
    );
    expect(
      validateScreen(
        [{ screen: 's', action: 'a', function: 'f', version: 1, rules: [rule] }],
        { screen: 's' },
        {},
        { ...PAGE_RULES, texts: textsIn('es') },
      ),
    ).toEqual({ username: 'Usuario no puede quedar en blanco' });
    expect(checkReloadAmount(1, 500, 10000, { lookup: none, texts: textsIn('es') })?.message).toBe(
      'El monto de recarga debe estar entre $5.00 y $100.00.',
    );
    expect(
      expiryProblem('04', '2026', { now: new Date('2026-05-15T12:00:00Z') }, textsIn('es'))
        ?.message,
    ).toBe('La fecha de vencimiento ya pasó');
    await switchToSpanish();
    expect(validateField(rule, '', { ...PAGE_RULES, texts: textsIn('en') })).toBe(
      'Usuario can not be blank',
    );
    expect(checkReloadAmount(1, 500, 10000, { lookup: none, texts: textsIn('en') })?.message).toBe(
      'Reload amount must be between $5.00 and $100.00',
    );
    expect(validateConfirm('Password', 'a', 'b', { ...PAGE_RULES, texts: textsIn('en') })).toBe(
      'Password is not matching',
    );
  });
});
