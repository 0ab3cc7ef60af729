// /single-subscribe: ADD SUBSCRIPTION or MANAGE SUBSCRIPTION for one card contract. The
// chosen card and contract live in the URL (?cardId=&contractId=) so reload and Back work.
// A link to a subscribed contract (My Cards, the subscription list) opens MANAGE. Choosing such
// a contract in the form instead keeps ADD and the selects usable, and offers "Manage that
// subscription" as a link: a rider who picked the wrong card picks another.
import { cardLabel } from '@qcard/kit/format/card-label';
import { isUsableCard } from '@qcard/contracts/usable-card';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { textWithElements } from '@qcard/kit/i18n/text-with-elements';
import { Link, useLocation, useNavigate, useSearchParams } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { SelectField } from '@qcard/kit/forms/select-field';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { ConfirmDialog } from '@qcard/kit/ui/dialog';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CardView, SubscriptionForm } from '../../subscriptions/api/subscriptions-api';
import {
  selectAllowed,
  selectDraft,
  selectSpaStatus,
  selectSubmit,
  selectSubscriptionCards,
  subscriptionsActions as A,
} from '../store/subscriptions-slice';
import { BILLING_PATH, subscriptionsSaga } from '../store/subscriptions-saga';
import { notAllowedText, readBounds } from './subscription-bounds';
import { SubscriptionAmountFields } from './subscription-amount-fields';
import { SingleSubscribeActions } from './single-subscribe-actions';

interface Values {
  cardId?: string;
  contractid?: string;
  thresholdAmount?: number;
  rechargevalue?: number;
  maxRecharges?: number;
}

function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw && /^[0-9]{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function SingleSubscribePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('subscriptions');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const sponsor = !!user?.sponsor;
  const cards = useAppSelector(selectSubscriptionCards);
  const allowed = useAppSelector(selectAllowed);
  const draft = useAppSelector(selectDraft);
  const submit = useAppSelector(selectSubmit);
  const spaStatus = useAppSelector(selectSpaStatus);
  const cardId = idParam(params, 'cardId');
  const contractId = idParam(params, 'contractId');
  const arrival = location.state as { fromBilling?: boolean; picked?: boolean } | null;
  const fromBilling = arrival?.fromBilling === true;
  // The card and contract were chosen in this form (not opened from a link to manage them).
  const picked = arrival?.picked === true;
  const seqAtMount = useRef(submit.seq);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const bounds = useMemo(readBounds, []);

  // Once, on arrival, with the card and arrival of that moment (not again when the rider picks).
  const arrived = useEffectEvent(() => {
    dispatch(A.cardsRequested(cardId));
    // SPEC 4: returning from billing keeps the form; any other arrival starts clean.
    if (!fromBilling) dispatch(A.draftCleared());
  });
  useEffect(() => arrived(), []);

  useEffect(() => {
    if (submit.seq > seqAtMount.current && submit.target) void navigate(submit.target);
  }, [submit.seq, submit.target, navigate]);

  // Only cards that can take value are offered (the portal's one rule, isUsableCard). The link to
  // a subscription still running on a card since blocked opens it, so it can be cancelled.
  const choices = useMemo(
    () =>
      cards.list.filter(
        (c) =>
          isUsableCard(c) ||
          (!picked &&
            c.id === cardId &&
            c.contracts.some((k) => k.id === contractId && k.subscriptionInfo?.state === 'Active')),
      ),
    [cards.list, picked, cardId, contractId],
  );
  const card: CardView | undefined = choices.find((c) => c.id === cardId);
  // Riders never subscribe a ride-sponsor contract (SPEC); a sponsor's company cards hold only
  // those, and the sponsor is who manages them (SPEC 'sponsor path').
  const contracts = useMemo(
    () => (card ? card.contracts.filter((c) => sponsor || !c.rideSponsorContract) : []),
    [card, sponsor],
  );
  const contract = contracts.find((c) => c.id === contractId);
  const subscribed =
    contract?.subscriptionInfo?.state === 'Active' ? contract.subscriptionInfo : null;
  // Picked in the form, a subscribed contract is only pointed at (see the top of the file).
  const taken = picked && !!subscribed;
  const active = taken ? null : subscribed;
  const manage = !!active;
  const operation = manage ? 'manage' : 'add';

  useEffect(() => {
    if (contract && !taken) dispatch(A.allowedRequested(contract.id, operation));
    else dispatch(A.allowedCleared());
  }, [dispatch, contract, operation, taken]);

  const select = useCallback(
    (nextCard: number | null, nextContract: number | null) => {
      const next = new URLSearchParams();
      if (nextCard !== null) next.set('cardId', String(nextCard));
      if (nextContract !== null) next.set('contractId', String(nextContract));
      setParams(next, { replace: true, state: { picked: true } });
    },
    [setParams],
  );
  // The form is built afresh for another card or contract (its key), so the list the rider chose
  // from is a new element: focus goes back to it rather than to the page's body, each time (the
  // only contract of a chosen card is picked next and builds the form once more).
  const chosenList = useRef<string | null>(null);
  useEffect(() => {
    const name = chosenList.current;
    if (name === null || (document.activeElement && document.activeElement !== document.body))
      return;
    document.querySelector<HTMLElement>(`form [name="${name}"]`)?.focus();
  }, [cardId, contractId]);
  const manageHref =
    card && contract
      ? `/single-subscribe?cardId=${card.id}&contractId=${contract.id}`
      : '/single-subscribe';

  // Auto-pick the only eligible contract of a chosen card.
  useEffect(() => {
    if (card && contractId === null && contracts.length === 1 && contracts[0])
      select(card.id, contracts[0].id);
  }, [card, contractId, contracts, select]);

  const initial: Values = useMemo(() => {
    const base: Values = {
      cardId: cardId !== null ? String(cardId) : undefined,
      contractid: contractId !== null ? String(contractId) : undefined,
    };
    if (active) {
      return {
        ...base,
        thresholdAmount: active.trigger.threshold,
        rechargevalue: active.rechargeValue.rechargeValue,
        maxRecharges: active.maxNumberOfRechargesPerPeriod,
      };
    }
    if (fromBilling && draft && draft.mode === 'add' && draft.form.contractid === contractId) {
      return {
        ...base,
        thresholdAmount: draft.form.thresholdAmount,
        rechargevalue: draft.form.rechargevalue,
        maxRecharges: draft.form.maxRecharges,
      };
    }
    return base;
  }, [cardId, contractId, active, fromBilling, draft]);

  const allowedOk =
    allowed.contractId === contract?.id &&
    allowed.status === 'loaded' &&
    allowed.result?.allowed === true;
  const notAllowed =
    allowed.contractId === contract?.id &&
    allowed.status === 'loaded' &&
    allowed.result &&
    !allowed.result.allowed
      ? allowed.result
      : null;
  const submitting = submit.status === 'submitting';

  const toForm = (v: Values): SubscriptionForm | null => {
    if (
      !card ||
      !contract ||
      v.thresholdAmount === undefined ||
      v.rechargevalue === undefined ||
      v.maxRecharges === undefined
    )
      return null;
    return {
      contractid: contract.id,
      cardSerialNumber: card.serialNumber,
      thresholdAmount: v.thresholdAmount,
      rechargevalue: v.rechargevalue,
      maxRecharges: v.maxRecharges,
    };
  };

  const title = manage ? t('single.manageTitle') : t('single.addTitle');
  let body;
  if (cards.status !== 'loaded' && cards.list.length === 0) {
    body =
      cards.status === 'error' ? (
        <EmptyState
          title={t('single.cardsError')}
          action={
            <TryAgainButton onRetry={() => dispatch(A.cardsRequested(cardId))}>
              {t('tryAgain')}
            </TryAgainButton>
          }
        />
      ) : (
        <Spinner block label={t('single.cardsLoading')} />
      );
  } else if (choices.length === 0) {
    body = (
      <EmptyState
        title={cards.list.length === 0 ? t('single.noCards') : t('single.noUsableCards')}
        action={
          sponsor ? (
            <Link className="qc-btn" to="/subscribe/default">
              {t('single.employeeSubscriptions')}
            </Link>
          ) : (
            <Link className="qc-btn" to="/cards">
              {t('single.myCards')}
            </Link>
          )
        }
      >
        {cards.list.length === 0 ? null : t('single.noUsableCardsHint')}
      </EmptyState>
    );
  } else {
    body = (
      <Form<Values>
        key={`${cardId ?? ''}-${contractId ?? ''}-${manage ? 'm' : 'a'}`}
        initialValues={initial}
        onSubmit={(v) => {
          const form = toForm(v);
          if (!form || !card) return;
          if (manage) dispatch(A.updateRequested(form));
          else if (sponsor) dispatch(A.addRequested(form, null));
          else {
            dispatch(A.draftSaved({ mode: 'add', form, cardId: card.id, onFile: null }));
            void navigate(BILLING_PATH);
          }
        }}
        render={({ handleSubmit, values, hasValidationErrors, dirty }) => {
          // One reason for a disabled submit button, never two. What no field can fix (no contract
          // yet, one already subscribed, one the server refuses) is said by the page and comes
          // first; otherwise the button names the fields to correct, or that nothing changed.
          const blocker = !contract
            ? t('single.why.noContract')
            : taken
              ? t('single.why.taken')
              : notAllowed
                ? t('single.why.notAllowed')
                : null;
          const describedBy = blocker ? 'subscribe-why-disabled' : undefined;
          const unchanged = manage && !dirty ? t('single.why.unchanged') : undefined;
          return (
            <form
              className="qc-card qc-stack"
              onSubmit={(e) => void handleSubmit(e)}
              aria-label={title}
              noValidate
            >
              <div className="qc-form-grid">
                <SelectField
                  name="cardId"
                  label={t('field.card')}
                  required
                  disabled={manage}
                  options={choices.map((c) => ({ value: String(c.id), label: cardLabel(c) }))}
                  onValueChange={(v) => {
                    chosenList.current = 'cardId';
                    select(v ? Number(v) : null, null);
                  }}
                  hint={manage ? t('single.cardLocked') : undefined}
                />
                <SelectField
                  name="contractid"
                  label={t('field.contract')}
                  required
                  disabled={manage || !card}
                  options={contracts.map((c) => ({
                    value: String(c.id),
                    label: `${c.contractName} (${c.family}:${c.typeOfContract})`,
                  }))}
                  onValueChange={(v) => {
                    chosenList.current = 'contractid';
                    select(cardId, v ? Number(v) : null);
                  }}
                  hint={
                    card && contracts.length === 0
                      ? t('single.noContract')
                      : !card
                        ? t('single.chooseCardFirst')
                        : undefined
                  }
                />
                <SubscriptionAmountFields bounds={bounds} />
              </div>
              {active?.statusReason ? (
                <p className="qc-alert qc-alert--warning" role="status">
                  {active.statusReason}
                </p>
              ) : null}
              {taken && card && contract ? (
                <p
                  className="qc-alert qc-alert--info"
                  role="status"
                  data-testid="already-subscribed"
                >
                  {textWithElements(
                    t('single.alreadySubscribed', {
                      serial: card.serialNumber,
                      contract: contract.contractName,
                    }),
                    {
                      manage: <Link to={manageHref} />,
                    },
                  )}
                </p>
              ) : null}
              {notAllowed && card ? (
                <p className="qc-alert qc-alert--warning" role="alert">
                  {notAllowedText(card.serialNumber, notAllowed.description)}
                </p>
              ) : null}
              {contract && allowed.status === 'loading' ? (
                <Spinner label={t('single.checking')} />
              ) : null}
              <SingleSubscribeActions
                manage={manage}
                sponsor={sponsor}
                updateBlocked={!allowedOk || submitting || !dirty}
                unchanged={unchanged}
                paymentDisabled={
                  !allowedOk || spaStatus === 'loading' || submitting || hasValidationErrors
                }
                cancelDisabled={submitting || !contract}
                proceedBlocked={!allowedOk || submitting}
                describedBy={describedBy}
                onUpdatePayment={() => {
                  const form = toForm(values);
                  if (form && card) dispatch(A.paymentMethodRequested(form, card.id));
                }}
                onCancel={() => setConfirmCancel(true)}
              />
              {blocker ? (
                <p className="qc-muted" id="subscribe-why-disabled">
                  {blocker}
                </p>
              ) : null}
            </form>
          );
        }}
      />
    );
  }

  return (
    <section>
      <PageHeader
        title={title}
        description={manage ? t('single.manageDescription') : t('single.addDescription')}
      />
      {body}
      <ConfirmDialog
        open={confirmCancel}
        title={t('single.cancelTitle')}
        message={t('single.cancelMessage', { serial: card?.serialNumber ?? '' })}
        onNo={() => setConfirmCancel(false)}
        onYes={() => {
          setConfirmCancel(false);
          if (contract && card) dispatch(A.cancelRequested(contract.id, card.serialNumber));
        }}
      />
    </section>
  );
}

export default SingleSubscribePage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [subscriptionsSaga];
