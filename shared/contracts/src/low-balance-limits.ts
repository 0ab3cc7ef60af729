// Bounds of a rider's low-balance alert threshold, in cents: one source for the account page's
// form and the API's check. Plain data, so the browser takes it without the TypeBox schemas.

export const LOW_BALANCE_MIN_CENTS = 100;
export const LOW_BALANCE_MAX_CENTS = 10_000;
/** What the form offers when the rider turns an alert on. */
export const LOW_BALANCE_DEFAULT_CENTS = 500;
