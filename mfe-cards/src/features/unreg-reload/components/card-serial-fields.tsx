// A card serial and its confirmation, as /unreg-recharge and /unreg-recharge-card both ask for
// them: 6 to 20 digits, and the confirm field compares itself with the first (confirmOf), so
// ' is not matching' shows on blur and the submit stays disabled while the two differ.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { CardSerialField } from '@qcard/kit/forms/card-serial-field';

export function CardSerialFields({
  name,
  confirmName,
  label,
  confirmLabel,
}: {
  name: string;
  confirmName: string;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation('cards');
  return (
    <>
      <CardSerialField name={name} label={label} customError={t('unreg.digitsOnly')} trim />
      <CardSerialField name={confirmName} label={confirmLabel} trim confirmOf={name} />
    </>
  );
}
