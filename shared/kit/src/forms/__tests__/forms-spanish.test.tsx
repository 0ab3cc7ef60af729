// Forms in Spanish: the kit's own labels, hints, placeholders, help tips, submit
// reasons and validation messages follow the page's language, in place: what the rider typed
// stays, a field already marked wrong keeps its mark and says why in the new language.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { setConfig } from '@qcard/runtime/config/config-store';
import { PaymentFormFields } from '@qcard/kit/payment/payment-form-fields';
import { savedCardValue } from '@qcard/contracts/payment/card-number';
import { DateRange } from '@qcard/kit/search/date-range';
import { SearchBar } from '@qcard/kit/search/search-bar';
import { englishOnPage, switchToSpanish } from '@qcard/kit/test-support/spanish';
import { AddressFormFields } from '@qcard/kit/forms/address-form-fields';
import { CheckboxField } from '@qcard/kit/forms/checkbox-field';
import { HelpTip } from '@qcard/kit/forms/help-tip';
import { SelectField } from '@qcard/kit/forms/select-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { PasswordField, TextField } from '@qcard/kit/forms/text-fields';
import { renderInForm } from './test-helpers';

afterEach(() => setConfig({ parameters: [], messages: [] }));

/** A label of the page's own, in the page's language (as a remote passes it). */
function Subject() {
  const { t } = useTranslation('common');
  return <TextField name="subject" label={t('search.value')} required minLength={3} />;
}

it('a field marked wrong keeps its mark and its input, and says why in the new language', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <>
      <Subject />
      <TextField name="note" label="Nota" required />
      <SubmitButton>Enviar</SubmitButton>
    </>,
  );
  render(ui);
  const input = screen.getByLabelText(/Value/);
  await user.type(input, 'ab');
  await user.tab();
  expect(screen.getAllByTestId('field-error')[0]).toHaveTextContent(
    'Value is too short. Value must be at least 3 characters',
  );

  await switchToSpanish();
  expect(input).toHaveValue('ab');
  expect(state.values.subject).toBe('ab');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByTestId('field-error')[0]).toHaveTextContent(
    'Valor: el texto es demasiado corto. Valor debe tener al menos 3 caracteres',
  );
  expect(screen.getByTestId('submit-reason')).toHaveTextContent('Complete o corrija: Valor, Nota.');
  // The other field was never touched: no message under it, in any language.
  expect(screen.getAllByTestId('field-error')[1]).toBeEmptyDOMElement();
  await user.type(screen.getByLabelText(/Nota/), 'x');
  await user.clear(screen.getByLabelText(/Nota/));
  await user.tab();
  expect(screen.getAllByTestId('field-error')[1]).toHaveTextContent(
    'Nota no puede quedar en blanco',
  );
  expect(englishOnPage()).toEqual([]);
});

it('address, select placeholder, password toggle, checkbox and help tip in Spanish', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <>
      <AddressFormFields />
      <SelectField name="kind" label="Tipo" options={[{ value: 'a', label: 'A' }]} />
      <PasswordField name="password" label="Contraseña" />
      <CheckboxField name="terms" label="Acepto las condiciones" required />
      <HelpTip label="Ayuda sobre el saldo mínimo" min={500} max={5000} />
      <SubmitButton requireChange>Guardar</SubmitButton>
    </>,
    {
      initialValues: {
        address1: '1 Main St',
        city: 'Springfield',
        state: 'NY',
        zipcode: '10001',
        phonenumber: '+1 555 123 4567',
        terms: true,
        kind: 'a',
      },
    },
  );
  render(ui);
  await switchToSpanish();
  expect(screen.getByRole('group', { name: 'Dirección' })).toBeInTheDocument();
  for (const label of [
    'Dirección (línea 1)',
    'Dirección (línea 2)',
    'Ciudad',
    'Estado',
    'Código postal',
    'Número de teléfono',
  ]) {
    expect(
      screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
  }
  expect(screen.getAllByRole('option', { name: '--SELECCIONE--' })).toHaveLength(2);
  // State names in Spanish, in Spanish order; the chosen state (a code) stays chosen.
  const states = screen.getByLabelText(/^Estado/) as HTMLSelectElement;
  expect(states).toHaveValue('NY');
  expect(states.selectedOptions[0]).toHaveTextContent('Nueva York');
  const names = Array.from(states.options)
    .map((o) => o.textContent)
    .slice(1);
  expect(names.indexOf('Carolina del Norte')).toBeLessThan(names.indexOf('Colorado'));
  expect(names).toContain('Distrito de Columbia');
  expect(screen.getByTestId('submit-reason')).toHaveTextContent(
    'Haga algún cambio para poder guardar.',
  );
  await user.click(screen.getByRole('button', { name: 'Mostrar Contraseña' }));
  expect(screen.getByRole('button', { name: 'Ocultar Contraseña' })).toHaveTextContent('Ocultar');
  expect(
    screen.getByRole('button', { name: 'Ayuda sobre el saldo mínimo' }),
  ).toHaveAccessibleDescription('Mínimo: $5.00 Máximo: $50.00');

  const phone = screen.getByLabelText(/^Número de teléfono/);
  await user.clear(phone);
  await user.type(phone, '55');
  await user.tab();
  expect(phone).toHaveAccessibleDescription(
    'Número de teléfono debe tener el formato +1 ### ### ####',
  );
  await user.click(screen.getByLabelText(/Acepto las condiciones/));
  await user.tab();
  expect(screen.getByLabelText(/Acepto las condiciones/)).toHaveAccessibleDescription(
    'Acepto las condiciones no puede quedar en blanco',
  );
  expect(englishOnPage()).toEqual([]);
});

it('payment fields: labels, the saved-card hint and the expiry rule in Spanish; card brands stay', async () => {
  setConfig({ creditCards: [] });
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <PaymentFormFields now={new Date(2026, 4, 15)} savedCardLast4="1111" />,
    {
      initialValues: { cardNumber: savedCardValue('1111'), year: '2026' },
    },
  );
  render(ui);
  await switchToSpanish();
  expect(screen.getByRole('group', { name: 'Pago' })).toBeInTheDocument();
  for (const label of [
    'Nombre',
    'Apellido',
    'Número de tarjeta',
    'Mes de vencimiento',
    'Año de vencimiento',
    'Código de seguridad',
  ]) {
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
  }
  expect(
    screen.getByText('Tarjeta guardada. Escriba un número nuevo para reemplazarla.'),
  ).toBeInTheDocument();
  const month = screen.getByLabelText(/^Mes de vencimiento/);
  await user.selectOptions(month, '04');
  await user.tab();
  expect(month).toHaveAccessibleDescription('La fecha de vencimiento ya pasó');
  const card = screen.getByLabelText(/^Número de tarjeta/);
  await user.clear(card);
  await user.type(card, '4111111111111111');
  expect(screen.getByText('Visa')).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);
});

it('search bar and date range in Spanish', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  render(
    <SearchBar filterTypes={[{ value: 'serial', label: 'Número de serie' }]} onSearch={onSearch}>
      <DateRange value={{ from: '2026-02-01', to: '2026-01-01' }} onChange={() => undefined} />
    </SearchBar>,
  );
  await switchToSpanish();
  expect(screen.getByRole('search', { name: 'Buscar' })).toBeInTheDocument();
  expect(screen.getByLabelText('Buscar por')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Rango de fechas' })).toBeInTheDocument();
  expect(screen.getByLabelText('Fecha desde')).toBeInTheDocument();
  expect(screen.getByLabelText('Fecha hasta')).toHaveAccessibleDescription(
    'La fecha Hasta no puede ser anterior a la fecha Desde',
  );
  await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Ingrese un valor para Número de serie.');
  expect(onSearch).not.toHaveBeenCalled();
  expect(englishOnPage()).toEqual([]);
});
