import { bus } from '@qcard/runtime/bus/event-bus';
import {
  beforeLanguageChange,
  currentLocale,
  getLanguage,
  i18n,
  registerNamespace,
  setLanguage,
} from '@qcard/runtime/i18n/i18n';

describe('the page language', () => {
  it('switches in place: texts of the new language first, then <html lang>, the stored choice and the bus event', async () => {
    const seen: string[] = [];
    const stop = beforeLanguageChange(async (next) => {
      seen.push(`before ${next} while ${getLanguage()}`);
    });
    const off = bus.on('i18n/languageChanged', ({ language }) => seen.push(`changed ${language}`));
    try {
      await setLanguage('es');
      expect(seen).toEqual(['before es while en', 'changed es']);
      expect(getLanguage()).toBe('es');
      expect(currentLocale()).toBe('es-US');
      expect(document.documentElement.lang).toBe('es');
      expect(window.localStorage.getItem('qcard.lang')).toBe('es');
      expect(i18n.t('shell:menu.cart')).toBe('Carrito');
    } finally {
      stop();
      off();
    }
  });

  it('still switches when work before the switch fails', async () => {
    const stop = beforeLanguageChange(() => Promise.reject(new Error('config unreachable')));
    try {
      await setLanguage('es');
      expect(getLanguage()).toBe('es');
    } finally {
      stop();
    }
  });

  it('fetches a namespace registered by an app only when asked, in the language shown', async () => {
    const en = jest.fn(async () => ({ default: { hello: 'Hello {{name}}' } }));
    const es = jest.fn(async () => ({ default: { hello: 'Hola {{name}}' } }));
    registerNamespace('lazy-test', { en, es });
    expect(en).not.toHaveBeenCalled();
    await i18n.loadNamespaces('lazy-test');
    expect(i18n.t('lazy-test:hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(es).not.toHaveBeenCalled();
    await setLanguage('es');
    expect(es).toHaveBeenCalledTimes(1);
    expect(i18n.t('lazy-test:hello', { name: 'Ana' })).toBe('Hola Ana');
  });
});
