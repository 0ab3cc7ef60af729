import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressFormFields } from '@qcard/kit/forms/address-form-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { renderInForm, seriousViolations } from './test-helpers';

it('requires address1, city, state, zipcode and phone; address2 optional', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const { ui, state } = renderInForm(
    <>
      <AddressFormFields />
      <SubmitButton>SAVE</SubmitButton>
    </>,
    { onSubmit },
  );
  const { container } = render(ui);
  const save = screen.getByRole('button', { name: 'SAVE' });
  expect(screen.getByRole('group', { name: 'Address' })).toBeInTheDocument();
  for (const label of [/Address Line 1/, /City/, /State/, /Zipcode/, /Phone Number/]) {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
  }
  expect(screen.getByLabelText('Address Line 2')).not.toHaveAttribute('aria-required');
  await user.type(screen.getByLabelText(/City/), 'x');
  await user.clear(screen.getByLabelText(/City/));
  await user.tab();
  expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('City can not be blank');

  await user.type(screen.getByLabelText(/Address Line 1/), '1 Main St');
  await user.type(screen.getByLabelText(/City/), 'Boston');
  const stateSelect = screen.getByLabelText(/State/) as HTMLSelectElement;
  expect(stateSelect.options).toHaveLength(52);
  await user.selectOptions(stateSelect, 'District of Columbia');
  await user.type(screen.getByLabelText(/Zipcode/), '021109');
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText(/Phone Number/), '6175550100');
  expect(save).toBeEnabled();
  expect(state.values).toEqual({
    address1: '1 Main St',
    city: 'Boston',
    state: 'DC',
    zipcode: '02110',
    phonenumber: '+1 617 555 0100',
  });
  expect(await seriousViolations(container)).toEqual([]);
});

it('order flow: no phone field', () => {
  const { ui } = renderInForm(<AddressFormFields showPhone={false} />);
  render(ui);
  expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
});
