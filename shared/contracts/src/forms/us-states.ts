// US states plus DC with 2-letter codes (pure, reused by the API). The names are the Postal
// Service's English ones, which toStateCode reads; a form shows them in the page's language
// (common:state.<code>, stateOptions in forms/address-form-fields).
export interface UsState {
  code: string;
  state: string;
}

/** [code, English name] of each state and DC. */
export const STATE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export const US_STATES: ReadonlyArray<UsState> = STATE_NAMES.map(([code, state]) => ({
  code,
  state,
}));

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\./g, '');

/** "New York", "new york", "NY", "ny" -> "NY"; "Washington DC" -> "DC"; unknown -> undefined. */
export function toStateCode(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const n = norm(input);
  if (n === '') return undefined;
  const byCode = US_STATES.find((s) => s.code.toLowerCase() === n);
  if (byCode) return byCode.code;
  const byName = US_STATES.find((s) => norm(s.state) === n);
  if (byName) return byName.code;
  if (n === 'washington dc' || n === 'washington, dc' || n === 'dc') return 'DC';
  return undefined;
}

export function stateName(code: string | null | undefined): string | undefined {
  const c = toStateCode(code ?? '');
  return US_STATES.find((s) => s.code === c)?.state;
}
