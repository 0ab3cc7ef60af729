// The Stored Value product each fare type (cards.profile_name) holds, for the demo seed and the
// lost-card transfer, which moves stored value as money onto the replacement's own product: a
// Reduced Fare product on an Adult card would charge a discounted fare to a rider not entitled.
import type { Insertable } from 'kysely';
import type { ContractsTable } from '../../platform/db/schema';

export interface StoredValueProduct {
  contractName: string;
  family: string;
  typeOfContract: string;
  /** How a rider tells it from the other fare types' stored value (a record text, api/config/es/recordTexts.json). */
  label: string;
  discounted: boolean;
  /** Cents per tap. */
  fare: number;
  minInputValue: number;
  maximumAllowed: number;
  rideSponsor: boolean;
  warningCode: string | null;
}

export const STORED_VALUE_BY_FARE_TYPE = {
  Adult: {
    contractName: 'Stored Value',
    family: 'Q Card',
    typeOfContract: 'Stored Value',
    label: 'Adult Stored Value',
    discounted: false,
    fare: 125,
    minInputValue: 500,
    maximumAllowed: 20000,
    rideSponsor: false,
    warningCode: null,
  },
  'Reduced Fare': {
    contractName: 'Reduced Fare Stored Value',
    family: 'Q Card',
    typeOfContract: 'Discounted',
    label: 'Reduced Fare Stored Value',
    discounted: true,
    fare: 60,
    minInputValue: 500,
    maximumAllowed: 20000,
    rideSponsor: false,
    warningCode: null,
  },
  // A sponsor's company card: the employer's benefit is the card's stored value.
  'Commuter Benefit': {
    contractName: 'Commuter Benefit',
    family: 'Sponsor',
    typeOfContract: 'Stored Value',
    label: 'Commuter Benefit',
    discounted: false,
    fare: 125,
    minInputValue: 500,
    maximumAllowed: 20000,
    rideSponsor: true,
    warningCode: 'RS02',
  },
} as const satisfies Record<string, StoredValueProduct>;

export type FareType = keyof typeof STORED_VALUE_BY_FARE_TYPE;

/** The stored value of a fare type, or null for a fare type this table does not know. */
export function storedValueOf(fareType: string): StoredValueProduct | null {
  return Object.hasOwn(STORED_VALUE_BY_FARE_TYPE, fareType)
    ? STORED_VALUE_BY_FARE_TYPE[fareType as FareType]
    : null;
}

/**
 * The fare type whose stored value a contract is, or null for a product not tied to a fare type
 * (a ride sponsor's benefit any card may carry). Name and family identify a product, as
 * everywhere a contract is matched.
 */
export function fareTypeOf(contract: { contract_name: string; family: string }): FareType | null {
  const found = Object.entries(STORED_VALUE_BY_FARE_TYPE).find(
    ([, p]) => p.contractName === contract.contract_name && p.family === contract.family,
  );
  return found ? (found[0] as FareType) : null;
}

export function newStoredValueContract(
  product: StoredValueProduct,
  cardId: number,
  at: string,
): Insertable<ContractsTable> {
  return {
    card_id: cardId,
    contract_name: product.contractName,
    family: product.family,
    type_of_contract: product.typeOfContract,
    emission: at,
    last_reload: null,
    units_left: 0,
    rechargeable: 1,
    recharge_reason: null,
    ride_sponsor: product.rideSponsor ? 1 : 0,
    warning_code: product.warningCode,
    subscription_allowed: 1,
    subscription_reason: null,
    min_input_value: product.minInputValue,
    maximum_allowed: product.maximumAllowed,
    discounted: product.discounted ? 1 : 0,
    fare: product.fare,
  };
}
