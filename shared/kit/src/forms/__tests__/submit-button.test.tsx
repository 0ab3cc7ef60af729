// SubmitButton: enabled only when every field of its form passes (and, if asked, when the form
// changed), and saying why while disabled.
import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from '@qcard/kit/forms/select-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { TextField, ZipField } from '@qcard/kit/forms/text-fields';
import { renderInForm } from './test-helpers';

describe('SubmitButton', () => {
  it('is disabled until every field passes', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { ui } = renderInForm(
      <>
        <TextField name="subject" label="Subject" required />
        <SubmitButton>SUBMIT</SubmitButton>
      </>,
      { onSubmit },
    );
    render(ui);
    const btn = screen.getByRole('button', { name: 'SUBMIT' });
    expect(btn).toBeDisabled();
    await user.type(screen.getByLabelText(/Subject/), 'Hi');
    expect(btn).toBeEnabled();
    await user.click(btn);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Hi' }));
  });
  /** A valid form (City: Boston) whose save button waits for a change. */
  function renderUnchangedProfile() {
    const { ui } = renderInForm(
      <>
        <TextField name="city" label="City" required />
        <SubmitButton requireChange>UPDATE PROFILE</SubmitButton>
      </>,
      { initialValues: { city: 'Boston' } },
    );
    render(ui);
  }
  it('with requireChange stays disabled until the valid form changed', async () => {
    const user = userEvent.setup();
    renderUnchangedProfile();
    const btn = screen.getByRole('button', { name: 'UPDATE PROFILE' });
    expect(btn).toBeDisabled();
    await user.type(screen.getByLabelText(/City/), 'x');
    expect(btn).toBeEnabled();
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Boston' } });
    expect(btn).toBeDisabled();
  });
  it("stays disabled while blocked (captcha unsolved), with the caller's reason", () => {
    const { ui } = renderInForm(
      <SubmitButton blocked blockedReason="Solve the captcha first.">
        LOGIN
      </SubmitButton>,
    );
    render(ui);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveAccessibleDescription(
      'Solve the captcha first.',
    );
  });
  it('says what is missing while disabled, names each field still wrong, and says nothing once enabled', async () => {
    const user = userEvent.setup();
    const { ui } = renderInForm(
      <>
        <TextField name="first" label="First Name" required />
        <SelectField
          name="state"
          label="State"
          required
          options={[{ value: 'NY', label: 'New York' }]}
        />
        <ZipField name="zip" label="Zipcode" required />
        <SubmitButton>Proceed to Review</SubmitButton>
      </>,
    );
    render(ui);
    const btn = screen.getByRole('button', { name: 'Proceed to Review' });
    expect(screen.getByTestId('submit-reason')).toHaveTextContent(
      'Complete or correct: First Name, State, Zipcode.',
    );
    expect(btn).toHaveAccessibleDescription('Complete or correct: First Name, State, Zipcode.');
    await user.type(screen.getByLabelText(/First Name/), 'Riley');
    await user.selectOptions(screen.getByLabelText(/State/), 'NY');
    expect(screen.getByTestId('submit-reason')).toHaveTextContent('Complete or correct: Zipcode.');
    await user.type(screen.getByLabelText(/Zipcode/), '10001');
    expect(btn).toBeEnabled();
    expect(screen.queryByTestId('submit-reason')).not.toBeInTheDocument();
  });
  it('a save button that waits for a change says so', () => {
    renderUnchangedProfile();
    expect(screen.getByTestId('submit-reason')).toHaveTextContent('Change something to save.');
  });
});
