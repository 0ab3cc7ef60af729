// The lost-card calls' contracts: each call (lost-card-calls.ts) joined to its body and answer schemas
// (lost-card-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import { BlockCardBody, LostCardOutcome, TransferCardBody } from '@qcard/contracts/lost-card-api';
import {
  BlockCardCall,
  BlockCompanyCardCall,
  TransferCardCall,
  TransferCompanyCardCall,
} from '@qcard/contracts/lost-card-calls';

export const BlockCard = contract(BlockCardCall, BlockCardBody, LostCardOutcome);
export const BlockCompanyCard = contract(BlockCompanyCardCall, BlockCardBody, LostCardOutcome);
export const TransferCard = contract(TransferCardCall, TransferCardBody, LostCardOutcome);
export const TransferCompanyCard = contract(
  TransferCompanyCardCall,
  TransferCardBody,
  LostCardOutcome,
);
