// /subscribe-billing (SPEC 'Subscription payment'): the card that pays the automatic reloads
// and its billing address. Proceed to Cart encrypts the card number with /pbk.key and sends
// the add (or payment update) call; success goes to /user-cart.
import { portalText } from '@qcard/runtime/bus/alert-text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { PaymentFormFields } from '@qcard/kit/payment/payment-form-fields';
import { AddressFormFields } from '@qcard/kit/forms/address-form-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { encryptCardNumber, paymentKeyUrl } from '@qcard/kit/payment/encrypt-card-number';
import { cardTypeCode, lastFour } from '@qcard/contracts/payment/card-number';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { formatMoney } from '@qcard/kit/format/money';
import { toStateCode } from '@qcard/contracts/forms/us-states';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PaymentPayload } from '../../subscriptions/api/subscriptions-api';
import {
  selectDraft,
  selectSubmit,
  SUBMIT_SOURCE,
  subscriptionsActions as A,
} from '../store/subscriptions-slice';
import { subscriptionsSaga } from '../store/subscriptions-saga';

type Values = Record<string, string | undefined>;

export function SubscribeBillingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('subscriptions');
  const { user } = useSession();
  const draft = useAppSelector(selectDraft);
  const submit = useAppSelector(selectSubmit);
  const seqAtMount = useRef(submit.seq);
  const [encrypting, setEncrypting] = useState(false);

  useEffect(() => {
    if (submit.seq > seqAtMount.current && submit.target) void navigate(submit.target);
  }, [submit.seq, submit.target, navigate]);

  const initial: Values = useMemo(() => {
    const profile: Values = user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          address1: user.address1 ?? user.address.split(', ')[0],
          address2: user.address2 ?? '',
          city: user.town,
          state: toStateCode(user.state) ?? undefined,
          zipcode: user.zipcode,
          phonenumber: user.phoneNumber,
        }
      : {};
    const f = draft?.onFile;
    if (!f) return profile;
    // What is on file wins, group by group; a subscription saved without a holder or an address
    // (the demo data's) starts from the profile like a new one, not from blank fields. An address
    // is taken whole from one source, never a street from one and a city from the other.
    const name =
      f.firstName || f.lastName
        ? { firstName: f.firstName, lastName: f.lastName }
        : { firstName: profile.firstName, lastName: profile.lastName };
    const address = f.address1
      ? {
          address1: f.address1,
          address2: f.address2,
          city: f.city,
          state: f.state || undefined,
          zipcode: f.zipcode,
        }
      : {
          address1: profile.address1,
          address2: profile.address2,
          city: profile.city,
          state: profile.state,
          zipcode: profile.zipcode,
        };
    return { ...name, ...address, phonenumber: f.phonenumber || profile.phonenumber };
  }, [draft, user]);

  if (!draft) {
    return (
      <section>
        <PageHeader title={t('billing.title')} />
        <EmptyState
          title={t('billing.none')}
          action={
            <Link className="qc-btn" to="/single-subscribe">
              {t('addSubscription')}
            </Link>
          }
        >
          {t('billing.noneText')}
        </EmptyState>
      </section>
    );
  }

  const back = `/single-subscribe?cardId=${draft.cardId}&contractId=${draft.form.contractid}`;
  const submitting = submit.status === 'submitting' || encrypting;

  const onSubmit = async (v: Values) => {
    setEncrypting(true);
    const encrypted = await encryptCardNumber(v.cardNumber ?? '', { keyUrl: paymentKeyUrl() });
    setEncrypting(false);
    if (!encrypted.ok) {
      // The key is missing (464), not the session: say payment is unavailable.
      raiseAlert({
        type: 'danger',
        ...portalText('common:payment.unavailable'),
        source: SUBMIT_SOURCE,
      });
      return;
    }
    const payment: PaymentPayload = {
      firstName: v.firstName ?? '',
      lastName: v.lastName ?? '',
      cardNumber: encrypted.value,
      cardType: cardTypeCode(v.cardNumber),
      cardLast4: lastFour(v.cardNumber),
      month: v.month ?? '',
      year: v.year ?? '',
      cvvCode: v.cvvCode ?? '',
      address1: v.address1 ?? '',
      address2: v.address2 ?? '',
      city: v.city ?? '',
      state: v.state ?? '',
      zipcode: v.zipcode ?? '',
      phonenumber: v.phonenumber ?? '',
    };
    if (draft.mode === 'payment')
      dispatch(
        A.updatePaymentRequested(draft.form.contractid, draft.form.cardSerialNumber, payment),
      );
    else dispatch(A.addRequested(draft.form, payment));
  };

  return (
    <section>
      <PageHeader
        title={t('billing.title')}
        description={
          draft.mode === 'payment' ? t('billing.paymentDescription') : t('billing.addDescription')
        }
        back={
          <Link className="qc-btn qc-btn--link" to={back} state={{ fromBilling: true }}>
            {t('billing.backToSubscription')}
          </Link>
        }
      />
      <div className="qc-stack">
        <div className="qc-card">
          <h2 className="qc-font-size-md">{t('billing.summary')}</h2>
          <DefinitionList
            columns={3}
            items={[
              { label: 'Q Card', value: draft.form.cardSerialNumber },
              { label: t('field.threshold'), value: formatMoney(draft.form.thresholdAmount) },
              { label: t('field.recharge'), value: formatMoney(draft.form.rechargevalue) },
              {
                label: t('field.maxRecharges'),
                value: t('billing.perMonth', { count: draft.form.maxRecharges }),
              },
              ...(draft.onFile?.cardLast4
                ? [
                    {
                      label: t('billing.cardOnFile'),
                      value: draft.onFile.cardBrand
                        ? t('billing.cardEnding', {
                            brand: brandLabel(draft.onFile.cardBrand),
                            last4: draft.onFile.cardLast4,
                          })
                        : t('billing.unknownCardEnding', { last4: draft.onFile.cardLast4 }),
                    },
                  ]
                : []),
            ]}
          />
        </div>
        <Form<Values>
          initialValues={initial}
          onSubmit={onSubmit}
          render={({ handleSubmit }) => (
            <form
              className="qc-card qc-stack"
              aria-label={t('billing.form')}
              noValidate
              onSubmit={(e) => void handleSubmit(e)}
            >
              <PaymentFormFields legend={t('billing.paymentCard')} />
              <AddressFormFields legend={t('billing.billingAddress')} />
              <div className="qc-form-actions qc-row">
                <SubmitButton blocked={submitting}>{t('billing.proceed')}</SubmitButton>
                <Link className="qc-btn qc-btn--secondary" to={back} state={{ fromBilling: true }}>
                  {t('billing.back')}
                </Link>
              </div>
            </form>
          )}
        />
      </div>
    </section>
  );
}

export default SubscribeBillingPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [subscriptionsSaga];
