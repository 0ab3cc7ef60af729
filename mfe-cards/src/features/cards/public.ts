// What the reload features use of cards: the card views, the lookups they load into the cards
// store, the calls that fetch a card by serial and add a reload to the cart, and the alert for
// an API answer (our API writes its own error texts).
export type { CardView, ContractView, AddRechargeResult } from './api/cards-api';
export { addRechargeToCart, fetchCardBySerial } from './api/cards-api';
export { alertFromApi } from './store/alert-from-api';
export { cardsActions, selectCardList, selectCardListStatus, selectLookup, selectLookupStatus, type LoadStatus } from './store/cards-slice';
