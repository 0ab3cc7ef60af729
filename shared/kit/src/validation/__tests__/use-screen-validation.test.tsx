import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { setConfig } from '@qcard/runtime/config/config-store';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { TextField } from '@qcard/kit/forms/text-fields';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';

function Feedback({ onSubmit }: { onSubmit: (v: object) => void }) {
  const validate = useScreenValidation({ screen: 'feedback_form' });
  return (
    <Form
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <TextField name="subject" label="Subject" />
          <SubmitButton>SUBMIT</SubmitButton>
        </form>
      )}
    />
  );
}

it('validates a screen with the loaded config rules', async () => {
  setConfig({
    validationRules: [
      {
        action: 'FEEDBACK_FORM',
        function: 'submit',
        version: 1,
        screen: 'feedback_form',
        rules: [{ property: 'subject', label: 'Subject', isUiMandatory: true, maxLength: 5 }],
      },
    ],
  });
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<Feedback onSubmit={onSubmit} />);
  const btn = screen.getByRole('button', { name: 'SUBMIT' });
  expect(btn).toBeDisabled();
  const input = screen.getByLabelText('Subject');
  await user.type(input, 'Too long');
  await user.tab();
  expect(input).toHaveAccessibleDescription('Subject is too long. Subject can not exceed 5');
  expect(btn).toBeDisabled();
  await user.clear(input);
  await user.type(input, 'Hi');
  expect(btn).toBeEnabled();
});
