// The gallery slide the server painted stays on screen until the slides' config answers (no empty
// box in between), and only in the language it was painted in.
import { act, render, screen } from '@testing-library/react';
import { Gallery } from '../gallery';
import { capturePaintedGallery } from '../../painted/public';

let answer: (
  value: Array<{ image: string; galleryTitleText: string; galleryText: string }>,
) => void = () => undefined;
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  getConfig: () => ({ gallery: [] }),
  loadConfigPart: jest.fn(() => new Promise((resolve) => (answer = resolve))),
}));

function paint(language: string): void {
  document.body.innerHTML =
    '<div id="root"><section class="shell-gallery" aria-label="Q Card news"><div class="shell-gallery__slide" data-testid="gallery-slide"><div class="shell-gallery__text"><h2>Painted slide</h2></div></div></section></div>';
  capturePaintedGallery(document.getElementById('root')!, language);
  document.body.innerHTML = '';
}

it('shows the painted slide until the live slides arrive, then the live ones', async () => {
  paint('en');
  render(<Gallery />);
  expect(screen.getByRole('heading', { name: 'Painted slide' })).toBeInTheDocument();
  expect(screen.queryByTestId('gallery-pending')).toBeNull();
  await act(async () =>
    answer([{ image: '/a.svg', galleryTitleText: 'Live slide', galleryText: 'Now.' }]),
  );
  expect(await screen.findByRole('heading', { name: 'Live slide' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Painted slide' })).toBeNull();
});

it('a slide painted in another language is not shown: the empty box instead', () => {
  paint('es');
  render(<Gallery />);
  expect(screen.queryByRole('heading', { name: 'Painted slide' })).toBeNull();
  expect(screen.getByTestId('gallery-pending')).toBeInTheDocument();
});
