// A card serial and its confirmation, as /unreg-recharge and /unreg-recharge-card both ask for
// them: 6 to 20 digits, and the confirm field compares itself with the first (confirmOf), so
// ' is not matching' shows on blur and the submit stays disabled while the two differ.
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { CARD_SERIAL_RULES, parseCardSerial } from '@qcard/shared/forms/card-serial';
import { TextField } from '@qcard/shared/forms/text-fields';

export function CardSerialFields({ name, confirmName, label, confirmLabel }: { name: string; confirmName: string; label: string; confirmLabel: string }) {
  const { t } = useTranslation('cards');
  return (
    <>
      <TextField name={name} label={label} required inputMode="numeric" autoComplete="off" customError={t('unreg.digitsOnly')} trim parse={parseCardSerial} {...CARD_SERIAL_RULES} />
      <TextField name={confirmName} label={confirmLabel} required inputMode="numeric" autoComplete="off" trim parse={parseCardSerial} confirmOf={name} {...CARD_SERIAL_RULES} />
    </>
  );
}
