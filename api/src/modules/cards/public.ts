// What other domains may use of cards: everything else in this folder is its own.
export { contractById, scopeOf } from './card-scope';
export { cardBlockReason } from './card-views';
export { type ContractDebitedEvent, creditContract, onContractDebited } from './contract-balance';
export { cartItemsAndBlockedSerial } from './blocked-card-items';
