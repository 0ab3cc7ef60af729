// My Cards (/cards): one tile per card of the signed-in patron.
import { useEffect } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cardsActions, selectCardList, selectCardListStatus } from '../store/cards-slice';
import { CardTile } from './card-tile';
import './cards.css';

export function MyCardsPage() {
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const cards = useAppSelector(selectCardList);
  const status = useAppSelector(selectCardListStatus);
  const sponsor = !!user?.sponsor;

  useEffect(() => {
    dispatch(cardsActions.listRequested(false));
  }, [dispatch]);

  const refresh = (
    <button type="button" className="qc-btn qc-btn--secondary" onClick={() => dispatch(cardsActions.listRequested(true))} disabled={status === 'loading' || sponsor}>
      Refresh
    </button>
  );

  let body;
  if (sponsor) {
    body = (
      <EmptyState title="Company cards are managed under Company Card Management" action={<Link className="qc-btn" to="/company_mgmt">Company Card Management</Link>} />
    );
  } else if (status === 'loading' && cards.length === 0) {
    body = <Spinner block label="Loading your cards" />;
  } else if (status === 'error' && cards.length === 0) {
    body = (
      <EmptyState title="Your cards could not be loaded" action={<button type="button" className="qc-btn" onClick={() => dispatch(cardsActions.listRequested(true))}>Try again</button>}>
        Please check your connection and try again.
      </EmptyState>
    );
  } else if (status === 'loaded' && cards.length === 0) {
    body = <EmptyState title="You have no Q Cards on your account yet" />;
  } else {
    body = (
      <ul className="qc-cards-grid" aria-label="Your Q Cards" aria-busy={status === 'loading'}>
        {cards.map((c) => (
          <li key={c.id}>
            <CardTile card={c} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section>
      <PageHeader title="My Cards" description="Balances may take 24 to 48 hours to show value added online." actions={refresh} />
      {body}
    </section>
  );
}
