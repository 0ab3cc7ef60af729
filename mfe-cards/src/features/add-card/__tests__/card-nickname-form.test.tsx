// The card name form judges a name as the API will store it, with the shared cleaner:
// zero-width characters alone are a blank name, refused before it is sent; around
// visible text they do not count towards the 30 characters.
import { fireEvent, screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { CardNicknameForm } from '../components/card-nickname-form';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ status: 'SUCCESS', data: { cardId: 1, nickname: 'Work' } });
  startPageTest(PATRON_USER);
});

function openForm() {
  renderPage(
    '/cards',
    <CardNicknameForm cardId={1} nickname={null} serial="1000000001" />,
    '/cards',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Name card 1000000001' }));
  return screen.getByRole('textbox', { name: 'Card name' });
}

test.each([
  ['zero-width characters', '\u200B\u200D\u2060'],
  ['a byte order mark', '\uFEFF'],
  ['a Hangul filler', '\u3164'],
])(
  '%s alone: "Card name can not be blank", Save stays off and nothing is sent',
  (_what, invisible) => {
    const input = openForm();
    fireEvent.change(input, { target: { value: invisible } });
    expect(screen.getByText('Card name can not be blank')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form')!);
    expect(api).not.toHaveBeenCalled();
  },
);

test('an empty field still clears the name, and zero-width characters inside a name do not count towards its length', () => {
  const input = openForm();
  fireEvent.change(input, { target: { value: '' } });
  expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled();
  fireEvent.change(input, { target: { value: `${'x'.repeat(30)}\u200B\u200B` } });
  expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled();
  fireEvent.change(input, { target: { value: 'x'.repeat(31) } });
  expect(screen.getByText('A card name can have at most 30 characters.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
});
