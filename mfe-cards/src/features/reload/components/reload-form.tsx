// The reload form of the patron screen and of the unregistered reload value screen: card
// (select, or the read-only serial of the unregistered session), contract, presets, amount
// and the review summary. The amount is blocked for a contract that is not reloadable.
import { cardLabel } from '@qcard/kit/format/card-label';
import type { ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Form, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { formatMoney } from '@qcard/kit/format/money';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { SelectField } from '@qcard/kit/forms/select-field';
import { TextField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { AmountPresets } from '@qcard/kit/ui/amount-presets';
import { checkReloadAmount } from '@qcard/contracts/validation/rule-engine';
import {
  cardStatusLabel,
  isCardActive,
  type CardView,
  type ContractView,
} from '../../cards/public';
import { notReloadableText, rideSponsorWarning } from './reload-messages';
import '../../cards/components/cards.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export interface ReloadValues {
  cardSerialNumber?: string;
  contractid?: string;
  rechargevalue?: number;
}

export interface ReloadFormProps {
  cards: ReadonlyArray<CardView>;
  /** The unregistered session: the serial is fixed and shown read-only. */
  lockedSerial?: string;
  initial: ReloadValues;
  /** Sponsor users see no ride-sponsor warning (the contract is theirs to fund). */
  sponsor: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (contractId: number, cents: number) => void;
  /** Extra content under the summary (e.g. the side panel). */
  aside?: ReactNode;
}

function findContract(
  cards: ReadonlyArray<CardView>,
  serial: string | undefined,
  contractId: string | undefined,
): { card?: CardView; contract?: ContractView } {
  const card = cards.find((c) => c.serialNumber === serial);
  const contract = card?.contracts.find((c) => String(c.id) === contractId);
  return { card, contract };
}

function bounds(contract: ContractView | undefined) {
  const p = contract?.rechargeInfo?.parameters?.[0];
  return p ? { min: p.minimumInputValue, max: p.maximumAllowed } : null;
}

function Summary({
  cards,
  submitLabel,
  blockedReason,
}: {
  cards: ReadonlyArray<CardView>;
  submitLabel: string;
  blockedReason: string | null;
}) {
  const { t } = useTranslation('cards');
  const { values, errors, hasValidationErrors, submitting } = useFormState<ReloadValues>({
    subscription: { values: true, errors: true, hasValidationErrors: true, submitting: true },
  });
  const { card, contract } = findContract(cards, values.cardSerialNumber, values.contractid);
  const amount = typeof values.rechargevalue === 'number' ? values.rechargevalue : null;
  const amountError = errors?.rechargevalue as string | undefined;
  let reason: string | null = blockedReason;
  if (!reason && hasValidationErrors) {
    if (!card) reason = t('reload.reason.selectCard');
    else if (!contract) reason = t('reload.reason.selectContract');
    else if (amount === null) reason = t('reload.reason.amount');
    else reason = amountError ?? t('reload.reason.checkForm');
  }
  return (
    <div className="qc-card" aria-labelledby="reload-summary-title">
      <h2 className="qc-section-title" id="reload-summary-title">
        {t('reload.review.title')}
      </h2>
      <dl className="qc-summary" data-testid="reload-summary">
        <div>
          <dt>{t('reload.review.card')}</dt>
          <dd>{card ? cardLabel(card) : t('none')}</dd>
        </div>
        <div>
          <dt>{t('reload.review.contract')}</dt>
          <dd>{contract ? contract.contractName : t('none')}</dd>
        </div>
        <div>
          <dt>{t('reload.review.balance')}</dt>
          <dd>{contract ? formatMoney(contract.unitsLeft) : t('none')}</dd>
        </div>
        <div>
          <dt>{t('reload.review.amount')}</dt>
          <dd>{amount !== null && !amountError ? formatMoney(amount) : t('none')}</dd>
        </div>
        <div className="qc-summary__total">
          <dt>{t('reload.review.subtotal')}</dt>
          <dd data-testid="reload-subtotal">
            {formatMoney(amount !== null && !amountError ? amount : 0)}
          </dd>
        </div>
      </dl>
      <div className="qc-form-actions">
        <SubmitButton
          blocked={!!blockedReason || submitting}
          aria-describedby={reason ? 'reload-submit-reason' : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </div>
      {reason ? (
        <p className="qc-block-reason" id="reload-submit-reason" aria-live="polite">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

export function ReloadForm({
  cards,
  lockedSerial,
  initial,
  sponsor,
  submitLabel,
  submitting,
  onSubmit,
  aside,
}: ReloadFormProps) {
  const { t } = useTranslation('cards');
  return (
    <Form<ReloadValues>
      initialValues={initial}
      onSubmit={(values) => {
        const id = Number(values.contractid);
        if (Number.isSafeInteger(id) && typeof values.rechargevalue === 'number')
          onSubmit(id, values.rechargevalue);
      }}
      render={({ handleSubmit, values, form }) => {
        const { card, contract } = findContract(cards, values.cardSerialNumber, values.contractid);
        const range = bounds(contract);
        const notReloadable =
          card && contract && !contract.rechargeable
            ? notReloadableText(t, card.serialNumber, contract.rechargeReason)
            : null;
        const warning =
          contract?.rideSponsorContract && !sponsor
            ? rideSponsorWarning(t, contract.warningCode)
            : null;
        const amountDisabled = !contract || !!notReloadable;
        return (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-label={t('reload.form.label')}
          >
            <div className="qc-reload-layout">
              <div className="qc-card qc-stack">
                <h2 className="qc-section-title">{t('reload.form.heading')}</h2>
                {lockedSerial ? (
                  <TextField
                    name="cardSerialNumber"
                    label={t('reload.form.serial')}
                    readOnly
                    required
                  />
                ) : (
                  <SelectField
                    name="cardSerialNumber"
                    label={t('reload.form.card')}
                    required
                    options={cards.map((c) => ({
                      value: c.serialNumber,
                      // A card that is not active (a sponsor's card found by serial: a rider is offered usable
                      // cards only) says why in the words My Cards uses (Blocked, Inactive).
                      label: isCardActive(c)
                        ? t('reload.form.cardOption', {
                            serial: cardLabel(c),
                            fareType: c.profileName,
                          })
                        : t('reload.form.cardOptionWithStatus', {
                            serial: cardLabel(c),
                            fareType: c.profileName,
                            status: cardStatusLabel(t, c),
                          }),
                    }))}
                    onValueChange={(serial) => selectCard(form, cards, serial)}
                  />
                )}
                <SelectField
                  name="contractid"
                  label={t('reload.form.contract')}
                  required
                  disabled={!card}
                  options={(card?.contracts ?? []).map((c) => ({
                    value: String(c.id),
                    label: `${c.contractName} (${formatMoney(c.unitsLeft)})`,
                  }))}
                  onValueChange={() => form.change('rechargevalue', undefined)}
                  hint={card ? undefined : t('reload.form.selectCardFirst')}
                />
                {notReloadable ? (
                  <p
                    className="qc-notice qc-notice--danger"
                    role="alert"
                    data-testid="not-reloadable"
                  >
                    {notReloadable}
                  </p>
                ) : null}
                {warning ? (
                  <p
                    className="qc-notice qc-notice--warning"
                    role="status"
                    data-testid="ride-sponsor-warning"
                  >
                    {warning}
                  </p>
                ) : null}
                <AmountPresets
                  value={values.rechargevalue}
                  disabled={amountDisabled}
                  onSelect={(cents) => {
                    form.change('rechargevalue', cents);
                    form.blur('rechargevalue');
                  }}
                  label={t('reload.form.presets')}
                />
                <MoneyField
                  name="rechargevalue"
                  label={t('reload.form.amount')}
                  required
                  disabled={amountDisabled}
                  range={
                    range
                      ? {
                          ...range,
                          message:
                            checkReloadAmount(range.min - 1, range.min, range.max, PAGE_RULES)
                              ?.message ?? '',
                        }
                      : undefined
                  }
                  hint={
                    range
                      ? t('reload.form.between', {
                          min: formatMoney(range.min),
                          max: formatMoney(range.max),
                        })
                      : contract
                        ? undefined
                        : t('reload.form.selectContractFirst')
                  }
                />
              </div>
              <div className="qc-stack">
                <Summary
                  cards={cards}
                  submitLabel={submitLabel}
                  blockedReason={
                    notReloadable
                      ? t('reload.form.cannotReload')
                      : submitting
                        ? t('reload.form.adding')
                        : null
                  }
                />
                {aside}
              </div>
            </div>
          </form>
        );
      }}
    />
  );
}

/** A new card: choose its only contract, else none; the amount starts over. */
function selectCard(form: FormApi<ReloadValues>, cards: ReadonlyArray<CardView>, serial: string) {
  const card = cards.find((c) => c.serialNumber === serial);
  form.batch(() => {
    form.change(
      'contractid',
      card && card.contracts.length === 1 ? String(card.contracts[0]?.id) : undefined,
    );
    form.change('rechargevalue', undefined);
  });
}
