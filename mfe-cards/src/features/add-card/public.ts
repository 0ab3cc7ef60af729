// What other features use of the cards a rider owns: the add-card form (My Cards, and the
// lost-card replacement chooser), the nickname form and the remove button of a card.
export { AddCardForm, type AddCardFormProps } from './components/add-card-form';
export { CardNicknameForm } from './components/card-nickname-form';
export { RemoveCardButton } from './components/remove-card-button';
export { cardOwnershipSaga } from './store/card-ownership-saga';
