// An alert raised before the footer's language switch is shown in the new language: by the
// server's texts, a configured code or a key of the portal's texts; otherwise as it was raised.
import { render, screen } from '@testing-library/react';
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';
import { AlertList } from '@qcard/kit/ui/alert-banner';
import { alertWords, configuredText, portalText } from '@qcard/runtime/bus/alert-text';
import type { AlertMessage } from '@qcard/contracts/domain';

const SERVER: AlertMessage = {
  id: 's',
  type: 'danger',
  source: 'cart/add',
  msg: 'Reload amount must be between $5.00 and $200.00.',
  text: {
    texts: {
      en: 'Reload amount must be between $5.00 and $200.00.',
      es: 'El monto de recarga debe estar entre $5.00 y $200.00.',
    },
  },
};

describe('alert words', () => {
  beforeEach(() =>
    setResponseMessages({ '469': 'No records found.', '466': 'Enter both dates, {0}.' }),
  );

  it('say each kind of alert again in the language shown now', async () => {
    const coded = {
      id: 'c',
      type: 'warning' as const,
      source: 'orders/search',
      ...configuredText('469', 'common:search.noResults'),
    };
    const own = {
      id: 'k',
      type: 'danger' as const,
      source: 'export',
      ...portalText('common:alert.unexpectedError'),
    };
    const plain: AlertMessage = { id: 'p', type: 'danger', source: 'x', msg: 'Only in English' };
    expect([SERVER, coded, own, plain].map(alertWords)).toEqual([
      'Reload amount must be between $5.00 and $200.00.',
      'No records found.',
      'Unexpected Error Occured.',
      'Only in English',
    ]);

    await switchToSpanish();
    // The config store's texts in Spanish, as the switch loads them from the server.
    setResponseMessages({ '469': 'No se encontraron registros.' });
    expect([SERVER, coded, own, plain].map(alertWords)).toEqual([
      'El monto de recarga debe estar entre $5.00 y $200.00.',
      'No se encontraron registros.',
      'Ocurrió un error inesperado.',
      'Only in English',
    ]);
  });

  it('keep the words raised with when the new language has no text for them', async () => {
    const template: AlertMessage = {
      type: 'danger',
      source: 'x',
      msg: 'Enter both dates, please.',
      text: { code: '466' },
    };
    expect(alertWords(template)).toBe('Enter both dates, please.');
    const serverEnglishOnly: AlertMessage = { ...SERVER, text: { texts: { en: SERVER.msg } } };
    await switchToSpanish();
    expect(alertWords(serverEnglishOnly)).toBe(SERVER.msg);
    const unknownKey: AlertMessage = {
      type: 'info',
      source: 'x',
      msg: 'kept',
      text: { key: 'common:no.such.key' },
    };
    expect(alertWords(unknownKey)).toBe('kept');
  });

  it('are what the alert list shows, and it follows a switch without a new alert', async () => {
    render(<AlertList alerts={[SERVER]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Reload amount must be between $5.00 and $200.00.',
    );
    await switchToSpanish();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El monto de recarga debe estar entre $5.00 y $200.00.',
    );
  });
});
