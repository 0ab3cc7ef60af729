// A page reads the config files every page needs at once, and each of the others only when
// something on it asks: a rider's pages never fetch the sponsor's texts or the gallery.
import { getConfig, loadConfig, loadConfigPart } from '@qcard/runtime/config/config-store';
import { setLanguage } from '@qcard/runtime/i18n/i18n';

const ANSWERS: Record<string, unknown> = {
  'configParameters.json': [{ groupName: 'G', configName: 'c', configValue: '1' }],
  'messageResources.json': [],
  'validationRules.json': [],
  'GalleryConfig.json': [
    { image: '/a.webp', galleryTitleText: 'Reload', galleryText: 'Any time.' },
  ],
  'CreditCardConfig.json': [{ title: 'visa', image: '/visa.svg' }],
};

const fetched: string[] = [];
let failing = new Set<string>();

beforeEach(() => {
  fetched.length = 0;
  failing = new Set();
  global.fetch = jest.fn(async (url: string | URL, init?: RequestInit) => {
    const file = String(url).split('/').pop()!;
    const language = new Headers(init?.headers).get('Accept-Language');
    fetched.push(`${language} ${file}`);
    if (failing.has(file)) return { ok: false, status: 503 } as Response;
    return { ok: true, status: 200, json: async () => ANSWERS[file] ?? [] } as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(() => setLanguage('en'));

it('reads only the files every page needs, then each other file once, when asked', async () => {
  await loadConfig();
  expect(fetched.sort()).toEqual([
    'en configParameters.json',
    'en messageResources.json',
    'en validationRules.json',
  ]);
  fetched.length = 0;

  const [first, second] = await Promise.all([loadConfigPart('gallery'), loadConfigPart('gallery')]);
  expect(first).toEqual(ANSWERS['GalleryConfig.json']);
  expect(second).toBe(first);
  expect(getConfig().gallery).toEqual(ANSWERS['GalleryConfig.json']);
  expect(getConfig().parameters).toEqual(ANSWERS['configParameters.json']);
  expect(fetched).toEqual(['en GalleryConfig.json']);
});

it('a language switch reads again, in the new language, only the parts the page uses', async () => {
  await loadConfig();
  await loadConfigPart('gallery');
  fetched.length = 0;
  await setLanguage('es');
  expect(fetched.sort()).toEqual([
    'es GalleryConfig.json',
    'es configParameters.json',
    'es messageResources.json',
    'es validationRules.json',
  ]);
  expect(getConfig().gallery).toEqual(ANSWERS['GalleryConfig.json']);
  await setLanguage('en');
});

it('a part that could not be read keeps what the page had and is asked for again', async () => {
  await loadConfig();
  failing.add('CreditCardConfig.json');
  expect(await loadConfigPart('creditCards')).toEqual([]);
  expect(console.warn).toHaveBeenCalled();
  failing.clear();
  expect(await loadConfigPart('creditCards')).toEqual(ANSWERS['CreditCardConfig.json']);
  expect(fetched.filter((f) => f.endsWith('CreditCardConfig.json'))).toHaveLength(2);
});
