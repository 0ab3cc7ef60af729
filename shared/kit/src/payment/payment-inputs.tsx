// Inputs private to the payment form.
import { TextField } from '@qcard/kit/forms/text-fields';
import { digitsOnly } from '@qcard/kit/forms/input-formats';

export { TextField };

/** CVV: masked, digits only, at most 4, required. */
export function PasswordLikeCvv({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      required
      pattern="^\d{3,4}$"
      inputMode="numeric"
      autoComplete="cc-csc"
      inputMaxLength={4}
      disabled={disabled}
      parse={(t) => digitsOnly(t, 4) || undefined}
    />
  );
}
