// What other domains may use of cards: everything else in this folder is its own.
export { cardBlockReason, contractById, scopeOf } from './card-queries';
export { type ContractDebitedEvent, creditContract, onContractDebited } from './contract-balance';
export { cartItemsAndBlockedSerial } from './blocked-card-items';
