// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
import { loadTexts } from '@qcard/runtime/i18n/i18n';
import { checkCardExpiry } from '../card-expiry';

const ctx = {
  clock: () => new Date('2026-11-23T12:00:00Z'),
  settings: { timeZone: 'America/New_York' },
} as Parameters<typeof checkCardExpiry>[0];

function problemOf(language: 'en' | 'es', month: string, year: string): string {
  try {
    checkCardExpiry(ctx, month, year, language);
  } catch (error) {
    return JSON.stringify((error as { data: unknown }).data);
  }
  return 'no problem';
}

describe("the API's card expiry check", () => {
  beforeAll(() => loadTexts());

  it("answers in the request's language", () => {
    expect(problemOf('en', '13', '2030')).toContain('Expiry Month is not valid');
    expect(problemOf('es', '13', '2030')).toMatch(/mes de vencimiento/i);
    expect(problemOf('es', '01', '2026')).not.toMatch(/expired|has passed|past/i);
  });
});
