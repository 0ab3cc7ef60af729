// What the reload features use of cards: the card views, the lookups they load into the cards
// store, and the calls that fetch a card by serial and add a reload to the cart.
export type { CardView, ContractView, AddRechargeResult } from './api/cards-api';
export { addRechargeToCart, fetchCardBySerial } from './api/cards-api';
export { cardStatusLabel, isCardActive } from './components/card-view-helpers';
export {
  cardsActions,
  selectCardList,
  selectCardListStatus,
  selectLookup,
  selectLookupStatus,
  type LoadStatus,
} from './store/cards-slice';
export { cardsSaga } from './store/cards-saga';
