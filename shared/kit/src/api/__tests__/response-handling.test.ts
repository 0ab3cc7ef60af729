import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { interpretResponse } from '@qcard/runtime/api/response-handling';

const UNEXPECTED_ERROR_TEXT = 'Unexpected Error Occured.';
const MISSING_STATUS_TEXT = 'Response Missing status Code';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';

beforeAll(() => {
  setResponseMessages({
    '470': 'Thank you, your feedback was sent.',
    '475': 'Something went wrong. Please try again.',
    '463': 'Amount must be between ${0} and ${1}.',
  });
});

describe('shared response handling (SPEC section 8)', () => {
  it.each([
    // status, msgCode, errorMessage, expected ok, expected type, expected text
    ['SUCCESS', '470', null, true, 'info', 'Thank you, your feedback was sent.'],
    ['SUCCESS', null, 'Saved', true, 'success', 'Saved'],
    ['SUCCESS', null, null, true, null, null],
    [
      'ERROR',
      '475',
      'ignored when the code is known',
      false,
      'danger',
      'Something went wrong. Please try again.',
    ],
    ['ERROR', null, 'Card is blocked', false, 'danger', 'Card is blocked'],
    ['ERROR', null, null, false, 'danger', UNEXPECTED_ERROR_TEXT],
    ['ERROR', '999', null, false, 'danger', UNEXPECTED_ERROR_TEXT],
    ['ERROR', '999', 'Fallback text', false, 'danger', 'Fallback text'],
    [undefined, null, null, false, 'danger', MISSING_STATUS_TEXT],
    [undefined, '470', null, false, 'danger', 'Thank you, your feedback was sent.'],
    [undefined, null, 'Only a message', false, 'danger', 'Only a message'],
    ['PENDING', null, null, true, null, null],
  ])('status %s, code %s, errorMessage %s', (status, msgCode, errorMessage, ok, type, text) => {
    const outcome = interpretResponse({
      status: status as string | undefined,
      msgCode,
      errorMessage,
    });
    expect(outcome.ok).toBe(ok);
    if (type === null) expect(outcome.alert).toBeNull();
    else
      expect({ type: outcome.alert?.type, msg: outcome.alert?.msg }).toEqual({ type, msg: text });
  });

  it('fills the code template arguments', () => {
    const outcome = interpretResponse({ status: 'ERROR', msgCode: 463 }, ['5.00', '200.00']);
    expect(outcome.alert?.msg).toBe('Amount must be between $5.00 and $200.00.');
  });

  it("prefers the server's filled-in text when the configured template has placeholders it cannot fill", () => {
    const outcome = interpretResponse({
      status: 'ERROR',
      msgCode: '463',
      errorMessage: 'Amount must be between $5.00 and $200.00.',
    });
    expect(outcome.alert?.msg).toBe('Amount must be between $5.00 and $200.00.');
    const noText = interpretResponse({ status: 'ERROR', msgCode: '463' });
    expect(noText.alert?.msg).toBe('Amount must be between ${0} and ${1}.');
  });

  it('treats a missing response as missing status', () => {
    expect(interpretResponse(undefined)).toEqual({
      ok: false,
      alert: {
        type: 'danger',
        msg: MISSING_STATUS_TEXT,
        text: { key: 'common:alert.missingStatus' },
      },
    });
  });

  it("says how each text is said again after a language switch: by code, by the server's texts, by key", () => {
    expect(interpretResponse({ status: 'SUCCESS', msgCode: '470' }).alert?.text).toEqual({
      code: '470',
    });
    expect(
      interpretResponse({ status: 'ERROR', msgCode: 463 }, ['5.00', '200.00']).alert?.text,
    ).toEqual({ code: '463', args: ['5.00', '200.00'] });
    const texts = {
      en: 'Amount must be between $5.00 and $200.00.',
      es: 'El monto debe estar entre $5.00 y $200.00.',
    };
    // The template the browser cannot fill: the server's text, in each language it sent.
    expect(
      interpretResponse({
        status: 'ERROR',
        msgCode: '463',
        errorMessage: texts.en,
        errorTexts: texts,
      }).alert?.text,
    ).toEqual({ texts });
    expect(
      interpretResponse({
        status: 'ERROR',
        errorMessage: 'Card is blocked',
        errorTexts: { en: 'Card is blocked', es: 'La tarjeta está bloqueada' },
      }).alert?.text,
    ).toEqual({
      texts: { en: 'Card is blocked', es: 'La tarjeta está bloqueada' },
    });
    // A server text in one language only cannot be said again: the alert keeps it.
    expect(
      interpretResponse({ status: 'ERROR', errorMessage: 'Card is blocked' }).alert?.text,
    ).toBeUndefined();
    expect(interpretResponse({ status: 'ERROR' }).alert?.text).toEqual({
      key: 'common:alert.unexpectedError',
    });
  });

  it("says its own texts in the page's language", async () => {
    await switchToSpanish();
    expect(interpretResponse({ status: 'ERROR' }).alert?.msg).toBe('Ocurrió un error inesperado.');
    expect(interpretResponse(undefined).alert?.msg).toBe('La respuesta no trae código de estado.');
    // A configured (server) text is shown as the server wrote it.
    expect(interpretResponse({ status: 'SUCCESS', msgCode: '470' }).alert?.msg).toBe(
      'Thank you, your feedback was sent.',
    );
  });
});
