// The security check's widget script that does not load (its chunk failed): only a reload of the
// page brings it, and the field says so. Its own file, because the widget module fails here.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { renderInForm } from '../../forms/__tests__/test-helpers';

jest.mock('altcha', () => {
  throw new Error('Loading chunk altcha failed.');
});

it('a widget whose script did not load asks for a reload of the page', async () => {
  const { ui } = renderInForm(<CaptchaField />);
  render(ui);
  fireEvent.focusIn(screen.getByRole('form', { name: 'Test form' }));
  await waitFor(() =>
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'unavailable'),
  );
  expect(
    screen.getByText(
      'The security check could not be loaded. Please reload the page and try again.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Tick "I'm not a robot" again/)).toBeNull();
});
