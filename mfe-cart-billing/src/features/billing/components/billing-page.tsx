// Billing (/billing unregistered, /patron-billing 'Patron Billing Order'): step Billing (kit
// payment + address fields, Proceed to Review only when both are valid), step Place Order
// review (masked card with brand icon, address, cart summary, Edit back), Place Order.
import { portalText } from '@qcard/runtime/bus/alert-text';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { PaymentFormFields } from '@qcard/kit/payment/payment-form-fields';
import { AddressFormFields, stateOptions } from '@qcard/kit/forms/address-form-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { BRAND_LABELS, detectBrand, maskCardNumber } from '@qcard/contracts/payment/card-number';
import { useConfigPart } from '@qcard/kit/config/use-config-part';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { encryptCardNumber, paymentKeyUrl } from '@qcard/kit/payment/encrypt-card-number';
import { formatMoney } from '@qcard/kit/format/money';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  cartActions,
  newIdempotencyKey,
  selectCartPage,
  selectCartStatus,
  selectSubmitStatus,
  SUBMIT_SOURCE,
  SubmitError,
  cartSaga,
} from '../../cart/public';
import {
  addressDiffersFromProfile,
  orderPayload,
  profileBilling,
  validateBilling,
  type BillingValues,
} from './billing-rules';
import { CheckboxField } from '@qcard/kit/forms/checkbox-field';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import '../../cart/components/cart-billing.css';

export interface BillingPageProps {
  variant: 'patron' | 'unreg';
}

type Step = 'billing' | 'review';

function CardBrand({ cardNumber }: { cardNumber: string }) {
  const creditCards = useConfigPart('creditCards');
  const brand = detectBrand(cardNumber);
  if (!brand) return null;
  const icon = creditCards.find((c) => c.title === brand);
  return icon ? (
    <img src={icon.image} alt={BRAND_LABELS[brand]} height={28} />
  ) : (
    <span>{BRAND_LABELS[brand]}</span>
  );
}

export function BillingPage({ variant }: BillingPageProps) {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const page = useAppSelector(selectCartPage);
  const cartStatus = useAppSelector(selectCartStatus);
  const submit = useAppSelector(selectSubmitStatus);
  const lastOrderId = useAppSelector((s) => s.cart.lastOrderId);
  const [step, setStep] = useState<Step>('billing');
  // The typed card number stays here and in the form: only its encryption is dispatched.
  // A patron's billing step starts from the profile's name and address; the rider may change them for this order.
  const [values, setValues] = useState<BillingValues>(() =>
    variant === 'patron' && user && !user.sponsor ? profileBilling(user) : {},
  );
  const [encrypting, setEncrypting] = useState(false);
  const encryptingRef = useRef(false);
  const keyRef = useRef<string>(newIdempotencyKey());
  const headingRef = useRef<HTMLDivElement>(null);
  const patron = variant === 'patron';
  const title = patron ? t('billing.title.patron') : t('billing.title');

  useEffect(() => {
    dispatch(cartActions.submitReset());
    if (token) dispatch(cartActions.loadRequested(1));
  }, [dispatch, token]);

  useEffect(() => {
    if (submit === 'done' && lastOrderId !== null)
      navigate(`${patron ? '/user-confirm-order' : '/confirm-order'}?orderId=${lastOrderId}`);
    // A failed order stays on review with the cart intact; the next attempt is a new request.
    if (submit === 'failed') keyRef.current = newIdempotencyKey();
  }, [submit, lastOrderId, navigate, patron]);

  // Moving between the steps puts the focus on the new step's heading (not on first load).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const cartPath = patron ? '/user-cart' : '/unreg-cart';
  const count = page?.numberOfRecords ?? 0;

  if (!token) {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        <EmptyState
          title={t('cart.empty')}
          action={
            <Link className="qc-btn" to="/unreg-recharge">
              {t('action.reloadCard')}
            </Link>
          }
        />
      </section>
    );
  }
  if (user?.sponsor) {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        <EmptyState
          title={t('billing.sponsor.title')}
          action={
            <Link className="qc-btn" to="/user-cart">
              {t('billing.goToCart')}
            </Link>
          }
        >
          {t('billing.sponsor.text')}
        </EmptyState>
      </section>
    );
  }
  if (cartStatus !== 'loaded' && !page) {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        {cartStatus === 'error' ? (
          <EmptyState
            title={t('cart.loadFailed')}
            action={
              <TryAgainButton onRetry={() => dispatch(cartActions.loadRequested(1))}>
                {t('action.tryAgain')}
              </TryAgainButton>
            }
          />
        ) : (
          <Spinner block label={t('cart.loading')} />
        )}
      </section>
    );
  }
  if (count === 0 && submit !== 'submitting' && submit !== 'done') {
    const addMore = (
      <Link className="qc-btn" to={patron ? '/recharge/default' : '/unreg-recharge-card'}>
        {t('action.addMoreToCart')}
      </Link>
    );
    // Back from Order Success lands here with the cart the order emptied: say that the order
    // was placed, so a rider does not wonder whether to pay again.
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        {lastOrderId !== null ? (
          <EmptyState
            title={t('billing.placed.title', { orderId: lastOrderId })}
            action={
              <div className="cb-actions">
                {patron ? (
                  <Link
                    className="qc-btn qc-btn--secondary"
                    to={`/order-detail?orderId=${lastOrderId}`}
                  >
                    {t('confirm.viewOrder')}
                  </Link>
                ) : null}
                {addMore}
              </div>
            }
          >
            {t('billing.placed.text')}
          </EmptyState>
        ) : (
          <EmptyState title={t('cart.empty')} action={addMore} />
        )}
      </section>
    );
  }

  const steps = (
    <ol className="cb-steps" aria-label={t('billing.steps')}>
      <li aria-current={step === 'billing' ? 'step' : undefined}>{t('billing.step.billing')}</li>
      <li aria-current={step === 'review' ? 'step' : undefined}>{t('billing.step.review')}</li>
    </ol>
  );

  const summary = page ? (
    <ul className="cb-summary" aria-label={t('billing.cartSummary.label')}>
      {page.cartItems.map((i) => (
        <li key={i.itemId}>
          <span>{i.description}</span>
          <span>{formatMoney(i.price)}</span>
        </li>
      ))}
      {page.numberOfRecords > page.cartItems.length ? (
        <li className="qc-muted">
          {t('billing.moreItems', { count: page.numberOfRecords - page.cartItems.length })}
        </li>
      ) : null}
      <li className="cb-summary__total">
        <span>{t('billing.total')}</span>
        <span data-testid="billing-total">{formatMoney(page.price)}</span>
      </li>
    </ul>
  ) : null;

  if (step === 'billing') {
    return (
      <section className="cb-page">
        <PageHeader title={title} back={<Link to={cartPath}>{t('billing.backToCart')}</Link>} />
        {steps}
        <div ref={headingRef}>
          <h2 tabIndex={-1}>{t('billing.title')}</h2>
        </div>
        {/* What the card will be charged, before its details are asked for. */}
        {page ? (
          <p className="cb-due" data-testid="billing-due">
            {t('billing.amountDue', {
              amount: formatMoney(page.price),
              count: page.numberOfRecords,
            })}
          </p>
        ) : null}
        <Form<BillingValues>
          initialValues={values}
          validate={validateBilling}
          onSubmit={(v) => {
            setValues(v);
            keyRef.current = newIdempotencyKey();
            dispatch(cartActions.submitReset());
            setStep('review');
          }}
          render={({ handleSubmit, values: typed }) => (
            <form onSubmit={handleSubmit} noValidate className="qc-stack">
              <PaymentFormFields legend={t('billing.payment')} />
              <AddressFormFields legend={t('billing.address')} showPhone={false} />
              {/* Offered only when this order's address is not the profile's: saving it then changes something. */}
              {patron && user && addressDiffersFromProfile(typed, user) ? (
                <CheckboxField name="saveAddress" label={t('billing.saveAddress')} />
              ) : null}
              <div className="cb-actions">
                {/* While disabled, the button names the fields still missing or wrong. */}
                <SubmitButton>{t('billing.proceed')}</SubmitButton>
              </div>
            </form>
          )}
        />
      </section>
    );
  }

  const stateName = stateOptions().find((s) => s.value === values.state)?.label ?? values.state;
  const submitting = submit === 'submitting' || encrypting;

  const placeOrder = async () => {
    // A second click while the card number is being encrypted sends nothing more.
    if (encryptingRef.current) return;
    encryptingRef.current = true;
    setEncrypting(true);
    const encrypted = await encryptCardNumber(values.cardNumber ?? '', { keyUrl: paymentKeyUrl() });
    encryptingRef.current = false;
    setEncrypting(false);
    if (!encrypted.ok) {
      // SPEC 8: a missing public key blocks the order (464). The session and the cart stay, so
      // the rider is told payment is unavailable, not that the session is invalid.
      const unavailable = portalText('cartBilling:billing.paymentUnavailable');
      raiseAlert({ type: 'danger', ...unavailable, source: SUBMIT_SOURCE });
      dispatch(cartActions.submitFailed(unavailable.msg));
      return;
    }
    dispatch(
      cartActions.submitRequested({
        ...orderPayload(values, keyRef.current, patron, user),
        cardNumber: encrypted.value,
      }),
    );
  };
  return (
    <section className="cb-page">
      <PageHeader title={title} />
      {steps}
      <div ref={headingRef}>
        <h2 tabIndex={-1}>{t('billing.placeOrder')}</h2>
      </div>
      <div className="cb-review">
        <section aria-labelledby="rv-pay">
          <h2 id="rv-pay">
            {t('billing.payment')}{' '}
            <button
              type="button"
              className="qc-btn qc-btn--link"
              onClick={() => setStep('billing')}
              disabled={submitting}
            >
              {t('action.edit')}
            </button>
          </h2>
          <p className="cb-card-line">
            <CardBrand cardNumber={values.cardNumber ?? ''} />
            <span data-testid="masked-card">{maskCardNumber(values.cardNumber)}</span>
          </p>
          <p>
            {values.firstName} {values.lastName}
            <br />
            {t('billing.expires', { month: values.month, year: values.year })}
          </p>
        </section>
        <section aria-labelledby="rv-addr">
          <h2 id="rv-addr">
            {t('billing.address')}{' '}
            <button
              type="button"
              className="qc-btn qc-btn--link"
              onClick={() => setStep('billing')}
              disabled={submitting}
            >
              {t('action.edit')}
            </button>
          </h2>
          <address>
            {values.address1}
            {values.address2 ? (
              <>
                <br />
                {values.address2}
              </>
            ) : null}
            <br />
            {values.city}, {stateName} {values.zipcode}
          </address>
          {patron && values.saveAddress && user && addressDiffersFromProfile(values, user) ? (
            <p className="qc-muted">{t('billing.willSaveAddress')}</p>
          ) : null}
        </section>
        <section aria-labelledby="rv-cart">
          <h2 id="rv-cart">
            {/* Drawn as the other two Edit controls are, so the three headings line up. */}
            {t('billing.cartSummary')}{' '}
            <Link className="qc-btn qc-btn--link" to={cartPath}>
              {t('action.edit')}
            </Link>
          </h2>
          {summary}
        </section>
      </div>
      <SubmitError />
      <div className="cb-actions">
        <button
          type="button"
          className="qc-btn"
          disabled={submitting}
          aria-busy={submitting || undefined}
          onClick={() => void placeOrder()}
        >
          {submitting ? t('billing.placingOrder') : t('billing.placeOrder')}
        </button>
      </div>
    </section>
  );
}

export default BillingPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cartSaga];
