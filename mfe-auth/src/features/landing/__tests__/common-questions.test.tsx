import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { keepTypedBeforeStart } from '@qcard/runtime/forms/typed-before-start';
import { CommonQuestions } from '../components/common-questions';

describe('common questions accordion', () => {
  it('covers the five topics and opens a panel by keyboard', async () => {
    render(<CommonQuestions />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('reload my Q Card'),
      expect.stringContaining('payment methods'),
      expect.stringContaining('value be on my card'),
      expect.stringContaining('valid password'),
      expect.stringContaining('discounted card'),
    ]);
    const funds = screen.getByRole('button', { name: /value be on my card/ });
    expect(funds).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/24 to 48 hours/)).not.toBeVisible();
    funds.focus();
    await userEvent.keyboard('{Enter}');
    expect(funds).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/24 to 48 hours/)).toBeVisible();
  });

  it('states the fares and discounts of SPEC section 9', async () => {
    render(<CommonQuestions />);
    await userEvent.click(screen.getByRole('button', { name: /discounted card/ }));
    expect(screen.getByText(/50% discount/)).toBeVisible();
    expect(screen.getByText(/\$1\.25 \(\$0\.60 with a discounted card\)/)).toBeVisible();
    expect(screen.getByText(/valid for 3 hours/)).toBeVisible();
    expect(screen.getByText(/5 free trips for every 50 paid/)).toBeVisible();
  });

  it('keeps open the answer the visitor opened on the painted page before the app came', () => {
    const painted = document.createElement('div');
    painted.dataset.prerenderedSlot = 'mfe_auth';
    painted.innerHTML =
      '<button data-disclosure="funds" aria-controls="p-funds" aria-expanded="true">Q</button><div id="p-funds">A</div>';
    keepTypedBeforeStart(painted, window.location.pathname);
    render(<CommonQuestions />);
    expect(screen.getByRole('button', { name: /value be on my card/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/24 to 48 hours/)).toBeVisible();
    expect(screen.getByRole('button', { name: /reload my Q Card/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    keepTypedBeforeStart(null, '/');
  });

  it('switches to Spanish', async () => {
    await act(() => setLanguage('es'));
    render(<CommonQuestions />);
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    // Back to English while it is still mounted, so React sees the switch inside act.
    await act(() => setLanguage('en'));
  });
});
