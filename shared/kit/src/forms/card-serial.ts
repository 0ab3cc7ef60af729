// A Q Card's serial, as every screen that asks for one takes it: the rule and the typing come
// from here, so the public reload, Add a card and a sponsor's card fields agree.

/** 6 to 20 digits (SPEC; validationRules.json's card serial fields say the same). */
export const CARD_SERIAL_RULES = { minLength: 6, maxLength: 20, pattern: '^[0-9]{6,20}$' } as const;

const SERIAL = new RegExp(CARD_SERIAL_RULES.pattern);

export function isCardSerial(text: string): boolean {
  return SERIAL.test(text);
}

/**
 * A serial read off the card or copied in groups ("1000 0000 01", "1000-0000-01") is the same
 * serial: its spaces and dashes go. Anything else is kept as typed, so a letter shows the
 * field's message instead of vanishing into a shorter, different serial.
 */
export function parseCardSerial(text: string): string | undefined {
  const serial = /^[\d\s-]+$/.test(text) ? text.replace(/[\s-]/g, '') : text;
  return serial === '' ? undefined : serial;
}
