require('@testing-library/jest-dom');
// Required here, not in a hook: the first require registers its own hooks.
const { cleanup } = require('@testing-library/react');
const fs = require('node:fs');
const path = require('node:path');

// Every app's texts, both languages, are in the page's i18next instance before any test renders:
// components see their real English strings (tests assert what a rider reads), and a test may
// switch to Spanish without waiting for chunks. The language is English again after each test.
const { i18n } = require('./shared/runtime/src/i18n/i18n.ts');
// As the shell's <I18nextProvider> does on the page, on the react-i18next the runtime package
// declares (the root declares none: found by name, it resolved only through pnpm's NODE_PATH).
require(
  require.resolve('react-i18next', { paths: [path.join(__dirname, 'shared/runtime')] }),
).setI18n(i18n);
const packages = [
  ...fs.readdirSync(__dirname),
  ...fs.readdirSync(path.join(__dirname, 'shared')).map((name) => path.join('shared', name)),
];
for (const pkg of packages) {
  const locales = path.join(__dirname, pkg, 'src/locales');
  if (!fs.existsSync(locales)) continue;
  for (const language of fs.readdirSync(locales)) {
    for (const file of fs.readdirSync(path.join(locales, language))) {
      if (!file.endsWith('.json')) continue;
      const texts = JSON.parse(fs.readFileSync(path.join(locales, language, file), 'utf8'));
      i18n.addResourceBundle(language, file.replace(/\.json$/, ''), texts, true, true);
    }
  }
}

beforeAll(async () => {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
});

afterEach(async () => {
  // Unmount first: a page still mounted would re-render outside act() on the switch back.
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
});
