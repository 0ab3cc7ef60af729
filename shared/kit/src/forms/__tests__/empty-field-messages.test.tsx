// A required field left empty, one rule for every form: focus passing through
// it (a form that opens with the focus in it, a tap elsewhere) says nothing; typing in it, or a
// submit attempt, does. The disabled submit button names it meanwhile.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from '@qcard/kit/forms/select-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { TextField } from '@qcard/kit/forms/text-fields';
import { PasswordLikeCvv } from '@qcard/kit/payment/payment-inputs';
import { renderInForm } from './test-helpers';

describe('a required field left empty', () => {
  it('says nothing when the focus only passed through it', async () => {
    const user = userEvent.setup();
    const { ui } = renderInForm(
      <>
        <TextField name="serial" label="Card serial number" required />
        <SelectField
          name="card"
          label="Card"
          required
          options={[{ value: '1', label: '3000000001' }]}
        />
        <SubmitButton>Add card</SubmitButton>
      </>,
    );
    render(ui);
    const serial = screen.getByLabelText(/Card serial number/);
    serial.focus();
    await user.tab();
    await user.tab();
    expect(serial).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^Card\b(?! serial)/)).toHaveAttribute('aria-invalid', 'false');
    for (const reason of screen.getAllByTestId('field-error')) expect(reason).toBeEmptyDOMElement();
    expect(screen.queryByTestId('field-error-bubble')).toBeNull();
    // The disabled button still says what is missing.
    expect(screen.getByTestId('submit-reason')).toHaveTextContent(
      'Complete or correct: Card serial number, Card.',
    );
  });

  it('says why once typed in and emptied again', async () => {
    const user = userEvent.setup();
    const { ui } = renderInForm(<TextField name="serial" label="Card serial number" required />);
    render(ui);
    const serial = screen.getByLabelText(/Card serial number/);
    await user.type(serial, '3');
    await user.clear(serial);
    await user.tab();
    expect(serial).toHaveAccessibleDescription('Card serial number can not be blank');
  });

  it("says why once typed in, even when the field's mask refused every key (letters in a security code)", async () => {
    const user = userEvent.setup();
    const { ui } = renderInForm(<PasswordLikeCvv name="cvv" label="Security Code" />);
    render(ui);
    const cvv = screen.getByLabelText(/Security Code/);
    await user.click(cvv);
    await user.paste('abc');
    await user.tab();
    expect(cvv).toHaveValue('');
    expect(cvv).toHaveAccessibleDescription('Security Code can not be blank');
  });

  it('says why after a submit attempt', async () => {
    const onSubmit = jest.fn();
    const { ui } = renderInForm(<TextField name="serial" label="Card serial number" required />, {
      onSubmit,
    });
    render(ui);
    // As a form's Enter does (the portal's forms leave the browser's own checks off).
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Card serial number/)).toHaveAccessibleDescription(
      'Card serial number can not be blank',
    );
  });

  it('a value it opened with that is wrong still says so once left', async () => {
    const user = userEvent.setup();
    const { ui } = renderInForm(<TextField name="zip" label="Zipcode" minLength={5} />, {
      initialValues: { zip: '123' },
    });
    render(ui);
    await user.click(screen.getByLabelText('Zipcode'));
    await user.tab();
    expect(screen.getByLabelText('Zipcode')).toHaveAttribute('aria-invalid', 'true');
  });
});
