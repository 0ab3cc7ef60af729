// A card serial and its confirmation, as /unreg-recharge and /unreg-recharge-card both ask for
// them: 6 to 20 digits, and the confirm field compares itself with the first (confirmOf), so
// ' is not matching' shows on blur and the submit stays disabled while the two differ.
import { TextField } from '@qcard/shared/forms/text-fields';

const SERIAL_RULES = { minLength: 6, maxLength: 20, pattern: '^[0-9]{6,20}$' };

export function CardSerialFields({ name, confirmName, label }: { name: string; confirmName: string; label: string }) {
  return (
    <>
      <TextField name={name} label={label} required inputMode="numeric" autoComplete="off" customError="must contain digits only" trim {...SERIAL_RULES} />
      <TextField name={confirmName} label={`Confirm ${label}`} required inputMode="numeric" autoComplete="off" trim confirmOf={name} {...SERIAL_RULES} />
    </>
  );
}
