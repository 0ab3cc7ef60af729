// Order confirmation (/confirm-order, /user-confirm-order): 'Order Success', the order number,
// the 2-4 business working days estimate and the support contact. Showing it clears the cart.
import { useEffect } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { bus } from '@qcard/shared/bus/event-bus';
import { configValue } from '@qcard/shared/config/config-store';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch } from '../../../app/hooks';
import { cartActions } from '../../cart/public';
import '../../cart/components/cart-billing.css';

export function ConfirmPage({ variant }: { variant: 'user' | 'unreg' }) {
  const dispatch = useAppDispatch();
  const orderId = useQueryId('orderId');
  const support = configValue('Contact_Config', 'Support_Email') ?? 'support@qcard.example';

  useEffect(() => {
    if (orderId === null) return;
    dispatch(cartActions.cleared());
    bus.emit('cart/changed', { count: 0 });
  }, [dispatch, orderId]);

  if (orderId === null) {
    return (
      <section className="cb-page">
        <PageHeader title="Order Confirmation" />
        <EmptyState title="No order to show" action={<Link className="qc-btn" to={variant === 'user' ? '/order' : '/'}>{variant === 'user' ? 'Order History' : 'Home'}</Link>}>
          Open this page from a placed order.
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="cb-page">
      <PageHeader title="Order Success" />
      <div className="qc-card cb-confirm" role="status">
        <p>Thank you! Your order has been placed.</p>
        <p>
          Order Number <span className="cb-confirm__number" data-testid="order-number">{orderId}</span>
        </p>
        <p>Your order will be processed within an estimated 2-4 business working days. Funds may take 24 to 48 hours to appear on your Q Card after that.</p>
        <p>
          For any questions about this order, contact us at <a href={`mailto:${support}`}>{support}</a> and quote the order number.
        </p>
        <div className="cb-actions">
          {variant === 'user' ? (
            <>
              <Link className="qc-btn qc-btn--secondary" to={`/order-detail?orderId=${orderId}`}>
                View Order
              </Link>
              <Link className="qc-btn" to="/order">
                Order History
              </Link>
            </>
          ) : (
            <Link className="qc-btn" to="/">
              Home
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
