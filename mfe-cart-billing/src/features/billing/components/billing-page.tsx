// Billing (/billing unregistered, /patron-billing 'Patron Billing Order'): step Billing (kit
// payment + address fields, Proceed to Review only when both are valid), step Place Order
// review (masked card with brand icon, address, cart summary, Edit back), Place Order.
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { PaymentFormFields } from '@qcard/shared/payment/payment-form-fields';
import { AddressFormFields, STATE_OPTIONS } from '@qcard/shared/forms/address-form-fields';
import { SubmitButton } from '@qcard/shared/forms/submit-button';
import { BRAND_LABELS, detectBrand, maskCardNumber } from '@qcard/shared/payment/card-number';
import { getConfig } from '@qcard/shared/config/config-store';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { encryptCardNumber, PAYMENT_UNAVAILABLE_TEXT, paymentKeyUrl } from '@qcard/shared/payment/encrypt-card-number';
import { formatMoney } from '@qcard/shared/format/money';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cartActions, newIdempotencyKey, selectCartPage, selectCartStatus, selectSubmitStatus, SUBMIT_SOURCE, SubmitError } from '../../cart/public';
import { orderPayload, validateBilling, type BillingValues } from './billing-rules';
import '../../cart/components/cart-billing.css';

export interface BillingPageProps {
  variant: 'patron' | 'unreg';
}

type Step = 'billing' | 'review';

function CardBrand({ cardNumber }: { cardNumber: string }) {
  const brand = detectBrand(cardNumber);
  if (!brand) return null;
  const icon = getConfig().creditCards.find((c) => c.title === brand);
  return icon ? <img src={icon.image} alt={BRAND_LABELS[brand]} height={28} /> : <span>{BRAND_LABELS[brand]}</span>;
}

export function BillingPage({ variant }: BillingPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const page = useAppSelector(selectCartPage);
  const cartStatus = useAppSelector(selectCartStatus);
  const submit = useAppSelector(selectSubmitStatus);
  const lastOrderId = useAppSelector((s) => s.cart.lastOrderId);
  const [step, setStep] = useState<Step>('billing');
  // The typed card number stays here and in the form: only its encryption is dispatched.
  const [values, setValues] = useState<BillingValues>({});
  const [encrypting, setEncrypting] = useState(false);
  const encryptingRef = useRef(false);
  const keyRef = useRef<string>(newIdempotencyKey());
  const headingRef = useRef<HTMLDivElement>(null);
  const patron = variant === 'patron';
  const title = patron ? 'Patron Billing Order' : 'Billing';

  useEffect(() => {
    dispatch(cartActions.submitReset());
    if (token) dispatch(cartActions.loadRequested(1));
  }, [dispatch, token]);

  useEffect(() => {
    if (submit === 'done' && lastOrderId !== null) navigate(`${patron ? '/user-confirm-order' : '/confirm-order'}?orderId=${lastOrderId}`);
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
        <EmptyState title="Your Cart is Empty" action={<Link className="qc-btn" to="/unreg-recharge">Reload a Q Card</Link>} />
      </section>
    );
  }
  if (user?.sponsor) {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        <EmptyState title="Company orders are billed to your company account" action={<Link className="qc-btn" to="/user-cart">Go to the cart</Link>}>
          Submit the order from the cart; no card payment is needed.
        </EmptyState>
      </section>
    );
  }
  if (cartStatus !== 'loaded' && !page) {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        {cartStatus === 'error' ? (
          <EmptyState title="Your cart could not be loaded" action={<button type="button" className="qc-btn" onClick={() => dispatch(cartActions.loadRequested(1))}>Try again</button>} />
        ) : (
          <Spinner block label="Loading your cart" />
        )}
      </section>
    );
  }
  if (count === 0 && submit !== 'submitting' && submit !== 'done') {
    return (
      <section className="cb-page">
        <PageHeader title={title} />
        <EmptyState title="Your Cart is Empty" action={<Link className="qc-btn" to={patron ? '/recharge/default' : '/unreg-recharge-card'}>ADD MORE TO CART</Link>} />
      </section>
    );
  }

  const steps = (
    <ol className="cb-steps" aria-label="Order steps">
      <li aria-current={step === 'billing' ? 'step' : undefined}>1. Billing</li>
      <li aria-current={step === 'review' ? 'step' : undefined}>2. Place Order</li>
    </ol>
  );

  const summary = page ? (
    <ul className="cb-summary" aria-label="Cart summary">
      {page.cartItems.map((i) => (
        <li key={i.itemId}>
          <span>{i.description}</span>
          <span>{formatMoney(i.price)}</span>
        </li>
      ))}
      {page.numberOfRecords > page.cartItems.length ? <li className="qc-muted">and {page.numberOfRecords - page.cartItems.length} more item(s)</li> : null}
      <li className="cb-summary__total">
        <span>SUBTOTAL</span>
        <span data-testid="billing-total">{formatMoney(page.price)}</span>
      </li>
    </ul>
  ) : null;

  if (step === 'billing') {
    return (
      <section className="cb-page">
        <PageHeader title={title} back={<Link to={cartPath}>Back to cart</Link>} />
        {steps}
        <div ref={headingRef}>
          <h2 tabIndex={-1}>Billing</h2>
        </div>
        <Form<BillingValues>
          initialValues={values}
          validate={validateBilling}
          onSubmit={(v) => {
            setValues(v);
            keyRef.current = newIdempotencyKey();
            dispatch(cartActions.submitReset());
            setStep('review');
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="qc-stack">
              <PaymentFormFields legend="Payment" />
              <AddressFormFields legend="Billing Address" showPhone={false} />
              <div className="cb-actions">
                {/* While disabled, the button names the fields still missing or wrong. */}
                <SubmitButton>Proceed to Review</SubmitButton>
              </div>
            </form>
          )}
        />
      </section>
    );
  }

  const stateName = STATE_OPTIONS.find((s) => s.value === values.state)?.label ?? values.state;
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
      raiseAlert({ type: 'danger', msg: PAYMENT_UNAVAILABLE_TEXT, source: SUBMIT_SOURCE });
      dispatch(cartActions.submitFailed(PAYMENT_UNAVAILABLE_TEXT));
      return;
    }
    dispatch(cartActions.submitRequested({ ...orderPayload(values, keyRef.current, patron), cardNumber: encrypted.value }));
  };
  return (
    <section className="cb-page">
      <PageHeader title={title} />
      {steps}
      <div ref={headingRef}>
        <h2 tabIndex={-1}>Place Order</h2>
      </div>
      <div className="cb-review">
        <section aria-labelledby="rv-pay">
          <h2 id="rv-pay">
            Payment{' '}
            <button type="button" className="qc-btn qc-btn--link" onClick={() => setStep('billing')} disabled={submitting}>
              Edit
            </button>
          </h2>
          <p className="cb-card-line">
            <CardBrand cardNumber={values.cardNumber ?? ''} />
            <span data-testid="masked-card">{maskCardNumber(values.cardNumber)}</span>
          </p>
          <p>
            {values.firstName} {values.lastName}
            <br />
            Expires {values.month}/{values.year}
          </p>
        </section>
        <section aria-labelledby="rv-addr">
          <h2 id="rv-addr">
            Billing Address{' '}
            <button type="button" className="qc-btn qc-btn--link" onClick={() => setStep('billing')} disabled={submitting}>
              Edit
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
        </section>
        <section aria-labelledby="rv-cart">
          <h2 id="rv-cart">
            Cart Summary <Link to={cartPath}>Edit</Link>
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
          {submitting ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
    </section>
  );
}
