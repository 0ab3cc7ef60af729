import { applyPaintedLanguageChoice, watchPaintedLanguageChoice } from '../painted-language-choice';

const setLanguage = jest.fn(async () => undefined);
jest.mock('@qcard/runtime/i18n/i18n', () => ({
  ...jest.requireActual('@qcard/runtime/i18n/i18n'),
  setLanguage: (...args: unknown[]) => (setLanguage as jest.Mock)(...args),
}));

function paintedFooter(): { root: HTMLElement; select: HTMLSelectElement } {
  const root = document.createElement('div');
  root.innerHTML =
    '<footer class="shell-footer"><label><span>Language</span><select><option value="en" selected>English</option><option value="es">Español</option></select></label></footer>';
  return { root, select: root.querySelector('select')! };
}

function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeEach(() => setLanguage.mockClear());

test('a language picked on the painted footer is applied once the live page is on screen', async () => {
  const { root, select } = paintedFooter();
  watchPaintedLanguageChoice(root, 'en');
  pick(select, 'es');
  await applyPaintedLanguageChoice('en');
  expect(setLanguage).toHaveBeenCalledWith('es');
});

test('a language picked before the script listened is read from the list itself', async () => {
  const { root, select } = paintedFooter();
  select.value = 'es';
  watchPaintedLanguageChoice(root, 'en');
  await applyPaintedLanguageChoice('en');
  expect(setLanguage).toHaveBeenCalledWith('es');
});

test("the painted language still shown is no choice: a rider's saved Spanish is not undone", async () => {
  const { root } = paintedFooter();
  watchPaintedLanguageChoice(root, 'en');
  await applyPaintedLanguageChoice('es');
  expect(setLanguage).not.toHaveBeenCalled();
});

test('nothing picked, or the language already shown: nothing changes', async () => {
  const { root, select } = paintedFooter();
  watchPaintedLanguageChoice(root, 'en');
  await applyPaintedLanguageChoice('en');
  watchPaintedLanguageChoice(root, 'en');
  pick(select, 'es');
  await applyPaintedLanguageChoice('es');
  expect(setLanguage).not.toHaveBeenCalled();
});

test('after the takeover the painted list is no longer listened to', async () => {
  const { root, select } = paintedFooter();
  watchPaintedLanguageChoice(root, 'en');
  await applyPaintedLanguageChoice('en');
  pick(select, 'es');
  await applyPaintedLanguageChoice('en');
  expect(setLanguage).not.toHaveBeenCalled();
});
