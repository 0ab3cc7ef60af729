// Cart (/user-cart and /unreg-cart): the server cart with Delete, paging and SUBTOTAL, in
// Edit mode (ADD MORE TO CART, CHECKOUT) or View mode (REVIEW AND ORDER, SUBMIT ORDER).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { ConfirmDialog } from '@qcard/kit/ui/dialog';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { formatMoney } from '@qcard/kit/format/money';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { newIdempotencyKey, type CartItemView } from '../../cart/api/cart-api';
import {
  cartActions,
  selectCartPage,
  selectCartStatus,
  selectDeleting,
  selectSubmitStatus,
} from '../store/cart-slice';
import {
  cartTitleKey,
  checkoutTarget,
  initialCartMode,
  submitFunctionFor,
  type CartMode,
} from './cart-mode';
import { SubmitError } from './submit-error';
import './cart-billing.css';
import { cartSaga } from '../store/cart-saga';

export interface CartPageProps {
  variant: 'user' | 'unreg';
}

export function CartPage({ variant }: CartPageProps) {
  const { t } = useTranslation('cartBilling');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, token } = useSession();
  const sponsor = !!user?.sponsor;
  const registered = variant === 'user' && !!user;
  const page = useAppSelector(selectCartPage);
  const status = useAppSelector(selectCartStatus);
  const deleting = useAppSelector(selectDeleting);
  const submit = useAppSelector(selectSubmitStatus);
  const lastOrderId = useAppSelector((s) => s.cart.lastOrderId);
  const [mode, setMode] = useState<CartMode | null>(null);
  const [toDelete, setToDelete] = useState<CartItemView | null>(null);
  const keyRef = useRef<string>(newIdempotencyKey());
  const hasSession = !!token;

  useEffect(() => {
    dispatch(cartActions.submitReset());
    if (hasSession) dispatch(cartActions.loadRequested(1));
  }, [dispatch, hasSession]);

  const items = useMemo(() => page?.cartItems ?? [], [page]);
  // The mode is decided once the cart is first loaded (SPEC 4), then only buttons change it.
  useEffect(() => {
    if (mode === null && status === 'loaded' && page)
      setMode(initialCartMode(sponsor, page.cartItems));
  }, [mode, status, page, sponsor]);

  useEffect(() => {
    if (submit === 'done' && lastOrderId !== null) {
      navigate(`${registered ? '/user-confirm-order' : '/confirm-order'}?orderId=${lastOrderId}`);
    }
    if (submit === 'failed') keyRef.current = newIdempotencyKey();
  }, [submit, lastOrderId, navigate, registered]);

  // The render that shows the first page already shows its mode: a frame in the other mode would
  // move the page down when the description appears (a layout shift).
  const currentMode: CartMode =
    mode ?? (status === 'loaded' && page ? initialCartMode(sponsor, page.cartItems) : 'edit');
  const title = t(cartTitleKey(currentMode));
  const count = page?.numberOfRecords ?? 0;
  const empty = status === 'loaded' && count === 0;
  const addMorePath = registered ? '/recharge/default' : '/unreg-recharge-card';

  const columns: DataColumn<CartItemView>[] = [
    { id: 'description', header: t('cart.column.description') },
    moneyColumn('price', t('cart.column.price'), (r) => r.price),
    {
      id: 'actions',
      header: t('cart.column.action'),
      sortable: false,
      cell: (r) => (
        <button
          type="button"
          className="qc-btn qc-btn--link"
          onClick={() => setToDelete(r)}
          disabled={deleting !== null || submit === 'submitting'}
          aria-label={t('cart.deleteItem', { item: r.description })}
        >
          {t('cart.delete')}
        </button>
      ),
    },
  ];

  const onCheckout = () => {
    const target = checkoutTarget(sponsor, registered);
    if (target.kind === 'view') setMode('view');
    else navigate(target.to);
  };

  const onSubmitOrder = () => {
    const fn = submitFunctionFor(sponsor, items);
    dispatch(
      cartActions.submitRequested({
        function: fn,
        idempotencyKey: keyRef.current,
        subscription: fn === 'subscription_submit_order',
      }),
    );
  };

  // A non-sponsor whose cart needs a card payment submits from billing, not from here.
  const submitNeedsCard = !sponsor && submitFunctionFor(false, items) === 'submit_order';

  let body;
  if (!hasSession) {
    body = (
      <EmptyState
        title={t('cart.empty')}
        action={
          <Link className="qc-btn" to={variant === 'unreg' ? '/unreg-recharge' : '/'}>
            {t('action.reloadCard')}
          </Link>
        }
      >
        {t('cart.empty.noSession')}
      </EmptyState>
    );
  } else if (status === 'loading' && !page) {
    body = <Spinner block label={t('cart.loading')} />;
  } else if (status === 'error' && !page) {
    body = (
      <EmptyState
        title={t('cart.loadFailed')}
        action={
          <TryAgainButton onRetry={() => dispatch(cartActions.loadRequested(1))}>
            {t('action.tryAgain')}
          </TryAgainButton>
        }
      >
        {t('cart.loadFailed.text')}
      </EmptyState>
    );
  } else if (empty) {
    body = (
      <EmptyState
        title={t('cart.empty')}
        action={
          <Link className="qc-btn" to={addMorePath}>
            {t('action.addMoreToCart')}
          </Link>
        }
      />
    );
  } else if (page) {
    body = (
      <>
        <DataTable<CartItemView>
          caption={t('cart.caption')}
          columns={columns}
          paged={{
            data: page.cartItems,
            numberOfPages: page.numberOfPages,
            pageNumber: page.pageNumber,
            numberOfRecords: page.numberOfRecords,
          }}
          onPageChange={(n) => dispatch(cartActions.loadRequested(n))}
          getRowId={(r) => String(r.itemId)}
          loading={status === 'loading' || deleting !== null}
          emptyText={t('cart.empty')}
        />
        <p className="cb-subtotal">
          <span>{t('cart.subtotal')}</span>{' '}
          <strong data-testid="cart-subtotal">{formatMoney(page.price)}</strong>
        </p>
        <SubmitError />
        <div className="cb-actions">
          {currentMode === 'edit' ? (
            <>
              <Link className="qc-btn qc-btn--secondary" to={addMorePath}>
                {t('action.addMoreToCart')}
              </Link>
              <button type="button" className="qc-btn" onClick={onCheckout} disabled={count === 0}>
                {t('cart.checkout')}
              </button>
            </>
          ) : (
            <>
              {sponsor ? (
                <button
                  type="button"
                  className="qc-btn qc-btn--secondary"
                  onClick={() => setMode('edit')}
                  disabled={submit === 'submitting'}
                >
                  {t('cart.backToCart')}
                </button>
              ) : null}
              {submitNeedsCard ? (
                <button type="button" className="qc-btn" onClick={onCheckout}>
                  {t('cart.checkout')}
                </button>
              ) : (
                <button
                  type="button"
                  className="qc-btn"
                  onClick={onSubmitOrder}
                  disabled={submit === 'submitting' || count === 0}
                  aria-busy={submit === 'submitting' || undefined}
                >
                  {submit === 'submitting' ? t('cart.submitting') : t('cart.submitOrder')}
                </button>
              )}
            </>
          )}
        </div>
        {currentMode === 'view' && sponsor ? (
          <p className="qc-muted">{t('cart.billedToCompany')}</p>
        ) : null}
      </>
    );
  }

  return (
    <section className="cb-page">
      <PageHeader
        title={title}
        description={currentMode === 'view' ? t('cart.viewDescription') : undefined}
      />
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cart.deleteDialog.title')}
        message={t('cart.deleteDialog.message')}
        onNo={() => setToDelete(null)}
        onYes={() => {
          if (toDelete) dispatch(cartActions.deleteRequested(toDelete.itemId));
          setToDelete(null);
        }}
      />
    </section>
  );
}

export default CartPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cartSaga];
