import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { CommonQuestions } from '../components/common-questions';

describe('common questions accordion', () => {
  const question = (name: RegExp) =>
    screen.getByText(name, { selector: '.auth-faq__question span' }).closest('summary')!;

  // Opening by keyboard is the browser's own <summary> behaviour (jsdom has none): the foundation journey.
  it('covers the five topics and opens an answer', async () => {
    const { container } = render(<CommonQuestions />);
    expect([...container.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      expect.stringContaining('reload my Q Card'),
      expect.stringContaining('payment methods'),
      expect.stringContaining('value be on my card'),
      expect.stringContaining('valid password'),
      expect.stringContaining('discounted card'),
    ]);
    const funds = question(/value be on my card/);
    expect(funds.parentElement).not.toHaveAttribute('open');
    await userEvent.click(funds);
    expect(funds.parentElement).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: /value be on my card/ })).toHaveTextContent(
      /24 to 48 hours/,
    );
  });

  it('states the fares and discounts of SPEC section 9', async () => {
    render(<CommonQuestions />);
    await userEvent.click(question(/discounted card/));
    const answer = screen.getByRole('region', { name: /discounted card/ });
    expect(answer).toHaveTextContent(/50% discount/);
    expect(answer).toHaveTextContent(/\$1\.25 \(\$0\.60 with a discounted card\)/);
    expect(answer).toHaveTextContent(/valid for 3 hours/);
    expect(answer).toHaveTextContent(/5 free trips for every 50 paid/);
  });

  it('switches to Spanish', async () => {
    await act(() => setLanguage('es'));
    render(<CommonQuestions />);
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    // Back to English while it is still mounted, so React sees the switch inside act.
    await act(() => setLanguage('en'));
  });
});
