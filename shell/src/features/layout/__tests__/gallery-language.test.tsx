// The banner gallery in the page's language: its slides come from GalleryConfig.json,
// which the config store fetches per language when the gallery first shows; a switch shows the new language's slides.
import { act, render, screen } from '@testing-library/react';
import { getLanguage, setLanguage } from '@qcard/runtime/i18n/i18n';
import { Gallery } from '../gallery';

const SLIDES = {
  en: [{ image: '/a.svg', galleryTitleText: 'Reload online', galleryText: 'Add value any time.' }],
  es: [
    {
      image: '/a.svg',
      galleryTitleText: 'Recargue en línea',
      galleryText: 'Agregue saldo cuando quiera.',
    },
  ],
};
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  getConfig: () => ({ gallery: [] }),
  loadConfigPart: jest.fn(async () => SLIDES[getLanguage()]),
}));

it('shows the slides of the language in use, and the controls named in it', async () => {
  render(<Gallery />);
  expect(await screen.findByRole('heading', { name: 'Reload online' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  await act(() => setLanguage('es'));
  expect(await screen.findByRole('heading', { name: 'Recargue en línea' })).toBeInTheDocument();
  expect(screen.getByText('Agregue saldo cuando quiera.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Noticias de Q Card' })).toBeInTheDocument();
  await act(() => setLanguage('en'));
});
