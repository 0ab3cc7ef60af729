import type { ValidationRuleSet } from '@qcard/contracts/domain';
import { setConfig } from '@qcard/runtime/config/config-store';
import {
  checkReloadAmount,
  checkSponsorRowAmount,
  checkSubscription,
  checkSubscriptionValue,
  findRuleSet,
  validateConfirm,
  validateField,
  validateScreen,
  type SubscriptionBounds,
} from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';
import {
  checkCardNumber,
  checkCardNumbersMatch,
  checkDateRange,
  checkSearchValue,
} from '@qcard/contracts/validation/input-checks';

const rule = {
  property: 'username',
  label: 'User Name',
  placeholder: 'Username',
  isUiMandatory: true,
  minLength: 4,
  maxLength: 8,
};

const MESSAGES: Array<[string, string]> = [
  ['415', 'Invalid Card Number'],
  ['455', 'Refresh rate must be between ${0} and ${1}'],
  ['456', 'Trigger must be between ${0} and ${1}'],
  ['457', 'Max per month must be between {0} and {1}'],
  ['458', 'Recharge Amount should be between ${0} and ${1}'],
  ['459', 'Threshold Amount should be between ${0} and ${1}'],
  ['460', 'Maximum Recharges should be between {0} and {1}'],
  ['461', 'Amount must be between ${0} and ${1} for Employee ID {2}'],
  ['463', 'Please enter an amount between ${0} and ${1}'],
  ['466', 'Please select both From Date and To Date'],
  ['467', 'From Date can not be after To Date'],
  ['476', 'Card Numbers do not match'],
  ['479', 'Please enter a value for {0}'],
];

beforeAll(() => {
  setConfig({
    messages: MESSAGES.map(([msgCode, msgValue]) => ({
      type: 'RESPONSE_MSG',
      msgCode,
      msgName: msgCode,
      msgValue,
    })),
  });
});

describe('validateField message templates', () => {
  it('blank mandatory field', () => {
    expect(validateField(rule, '', PAGE_RULES)).toBe('User Name can not be blank');
    expect(validateField(rule, '   ', PAGE_RULES)).toBe('User Name can not be blank');
    expect(validateField(rule, undefined, PAGE_RULES)).toBe('User Name can not be blank');
  });
  it('optional blank field passes', () => {
    expect(validateField({ ...rule, isUiMandatory: false }, '', PAGE_RULES)).toBeUndefined();
  });
  it('too short / too long', () => {
    expect(validateField(rule, 'abc', PAGE_RULES)).toBe(
      'User Name is too short. Username must be at least 4 characters',
    );
    expect(validateField(rule, 'abcdefghi', PAGE_RULES)).toBe(
      'User Name is too long. Username can not exceed 8',
    );
    expect(validateField(rule, 'abcd', PAGE_RULES)).toBeUndefined();
  });
  it('pattern: not valid, or the custom error appended to the label', () => {
    const p = { property: 'zip', label: 'Zipcode', isUiMandatory: true, pattern: '^\\d{5}$' };
    expect(validateField(p, '12a45', PAGE_RULES)).toBe('Zipcode is not valid');
    expect(validateField(p, '12345', PAGE_RULES)).toBeUndefined();
    expect(validateField({ ...p, customError: ' must have five digits' }, '1', PAGE_RULES)).toBe(
      'Zipcode must have five digits',
    );
    expect(validateField({ ...p, pattern: '/^[a-z]+$/i' }, 'ABC', PAGE_RULES)).toBeUndefined();
  });
  it('an invalid server pattern never throws', () => {
    expect(
      validateField({ property: 'x', isUiMandatory: false, pattern: '([' }, 'abc', PAGE_RULES),
    ).toBeUndefined();
  });
  it('label and placeholder default from the property', () => {
    expect(
      validateField({ property: 'cardSerialNumber', isUiMandatory: true }, '', PAGE_RULES),
    ).toBe('Card Serial Number can not be blank');
  });
  it('trimming applies only when asked', () => {
    expect(validateField(rule, '  abc  ', { ...PAGE_RULES, trim: true })).toBe(
      'User Name is too short. Username must be at least 4 characters',
    );
    expect(validateField(rule, '  abc  ', PAGE_RULES)).toBeUndefined();
  });
});

describe('screens', () => {
  const sets: ValidationRuleSet[] = [
    {
      action: 'USER_MANAGEMENT',
      function: 'new_password',
      version: 1,
      screen: 'reset_password',
      rules: [
        {
          property: 'newpassword',
          label: 'New Password',
          isUiMandatory: true,
          minLength: 8,
          maxLength: 15,
        },
        { property: 'confirmpassword', label: 'Confirm Password', isUiMandatory: true },
      ],
    },
    {
      action: 'FEEDBACK_FORM',
      function: 'submit',
      version: 1,
      screen: 'feedback_form',
      rules: [{ property: 'subject', label: 'Subject', isUiMandatory: true }],
    },
  ];
  it('findRuleSet by screen, narrowed by action/function', () => {
    expect(findRuleSet(sets, { screen: 'feedback_form' })?.function).toBe('submit');
    expect(findRuleSet(sets, { screen: 'feedback_form', action: 'OTHER' })).toBeUndefined();
  });
  it('validateScreen returns one message per failing field plus the confirm check', () => {
    expect(
      validateScreen(
        sets,
        { screen: 'reset_password' },
        { newpassword: 'short', confirmpassword: '' },
        { ...PAGE_RULES, confirm: { confirmpassword: 'newpassword' } },
      ),
    ).toEqual({
      newpassword: 'New Password is too short. New Password must be at least 8 characters',
      confirmpassword: 'Confirm Password can not be blank',
    });
    expect(
      validateScreen(
        sets,
        { screen: 'reset_password' },
        { newpassword: 'Abcdef#1', confirmpassword: 'Abcdef#2' },
        { ...PAGE_RULES, confirm: { confirmpassword: 'newpassword' } },
      ),
    ).toEqual({ confirmpassword: 'Confirm Password is not matching' });
    expect(validateScreen(sets, { screen: 'unknown' }, {}, PAGE_RULES)).toEqual({});
  });
  it('validateConfirm', () => {
    expect(validateConfirm('Confirm Card Number', '123', '124', PAGE_RULES)).toBe(
      'Confirm Card Number is not matching',
    );
    expect(validateConfirm('Confirm Card Number', '123', '123', PAGE_RULES)).toBeUndefined();
  });
  it('takes a message lookup function for coded checks (the API passes its own)', () => {
    const lookup = (code: string, args: ReadonlyArray<string | number>) =>
      `API ${code}: ${args.join('|')}`;
    expect(checkReloadAmount(1, 500, 10000, { ...PAGE_RULES, lookup })?.message).toBe(
      'API 463: 5.00|100.00',
    );
  });
});

describe('coded checks', () => {
  it('463 reload amount, inclusive bounds in cents shown as dollars', () => {
    expect(checkReloadAmount(500, 500, 10000, PAGE_RULES)).toBeUndefined();
    expect(checkReloadAmount(10000, 500, 10000, PAGE_RULES)).toBeUndefined();
    expect(checkReloadAmount(499, 500, 10000, PAGE_RULES)).toEqual({
      code: '463',
      message: 'Please enter an amount between $5.00 and $100.00',
    });
    expect(checkReloadAmount(null, 500, 10000, PAGE_RULES)?.code).toBe('463');
  });
  it('461 sponsor row with employee id', () => {
    expect(checkSponsorRowAmount(20001, 100, 20000, 'E-17', PAGE_RULES)).toEqual({
      code: '461',
      message: 'Amount must be between $1.00 and $200.00 for Employee ID E-17',
    });
    expect(checkSponsorRowAmount(100, 100, 20000, 'E-17', PAGE_RULES)).toBeUndefined();
  });
  const bounds: SubscriptionBounds = {
    minThreshold: 500,
    maxThreshold: 5000,
    minRecharge: 1000,
    maxRecharge: 10000,
    minFrequency: 1,
    maxFrequency: 5,
  };
  it.each([
    ['refresh', 'table', 999, '455', 'Refresh rate must be between $10.00 and $100.00'],
    ['trigger', 'table', 5001, '456', 'Trigger must be between $5.00 and $50.00'],
    ['frequency', 'table', 6, '457', 'Max per month must be between 1 and 5'],
    ['refresh', 'form', 10001, '458', 'Recharge Amount should be between $10.00 and $100.00'],
    ['trigger', 'form', 499, '459', 'Threshold Amount should be between $5.00 and $50.00'],
    ['frequency', 'form', 0, '460', 'Maximum Recharges should be between 1 and 5'],
  ] as const)('%s in %s out of range gives %s', (field, where, value, code, message) => {
    expect(checkSubscriptionValue(field, value, bounds, where, PAGE_RULES)).toEqual({
      code,
      message,
    });
  });
  it('subscription bounds are inclusive and all three values are needed', () => {
    expect(
      checkSubscription({ trigger: 500, refresh: 10000, frequency: 5 }, bounds, 'form', PAGE_RULES),
    ).toEqual({});
    expect(
      Object.keys(
        checkSubscription(
          { trigger: 500, refresh: null, frequency: 5 },
          bounds,
          'table',
          PAGE_RULES,
        ),
      ),
    ).toEqual(['refresh']);
  });
  it('466 both dates or neither, 467 from after to', () => {
    expect(checkDateRange('', '', PAGE_RULES)).toBeUndefined();
    expect(checkDateRange('2024-01-01', '', PAGE_RULES)).toEqual({
      code: '466',
      message: 'Please select both From Date and To Date',
    });
    expect(checkDateRange(null, '2024-01-01', PAGE_RULES)?.code).toBe('466');
    expect(checkDateRange('2024-02-01', '2024-01-01', PAGE_RULES)).toEqual({
      code: '467',
      message: 'From Date can not be after To Date',
    });
    expect(checkDateRange('2024-01-01', '2024-01-01', PAGE_RULES)).toBeUndefined();
  });
  it('479 search value required with the field name', () => {
    expect(checkSearchValue('Employee Id', ' ', PAGE_RULES)).toEqual({
      code: '479',
      message: 'Please enter a value for Employee Id',
    });
    expect(checkSearchValue('Employee Id', '12', PAGE_RULES)).toBeUndefined();
  });
  it('415 card number (pattern + Luhn) and the saved-card rule', () => {
    expect(checkCardNumber('4111 1111 1111 1111', PAGE_RULES)).toBeUndefined();
    expect(checkCardNumber('4111 1111 1111 1112', PAGE_RULES)).toEqual({
      code: '415',
      message: 'Invalid Card Number',
    });
    expect(
      checkCardNumber('1###########1111', { ...PAGE_RULES, savedLast4: '1111' }),
    ).toBeUndefined();
    expect(checkCardNumber('1###########1111', { ...PAGE_RULES, savedLast4: '2222' })?.code).toBe(
      '415',
    );
  });
  it('476 card numbers mismatch', () => {
    expect(checkCardNumbersMatch('3000000001', '3000000002', PAGE_RULES)).toEqual({
      code: '476',
      message: 'Card Numbers do not match',
    });
    expect(checkCardNumbersMatch('3000000001', '3000000001', PAGE_RULES)).toBeUndefined();
  });
  it('falls back to a built-in text when the code is not configured', () => {
    expect(
      checkReloadAmount(1, 500, 1000, { ...PAGE_RULES, lookup: () => undefined })?.message,
    ).toBe('Reload amount must be between $5.00 and $10.00');
  });
});

it('the engine module imports no React', () => {
  jest.isolateModules(() => {
    jest.doMock('react', () => {
      throw new Error('react imported');
    });
    expect(() => require('@qcard/contracts/validation/rule-engine')).not.toThrow();
  });
});

// A numeric field's digits-only reason comes before its length.
describe('digits-only fields', () => {
  const serial = {
    property: 'cardNumber',
    label: 'Card Number',
    isUiMandatory: true,
    minLength: 6,
    maxLength: 20,
    pattern: '^[0-9]{6,20}$',
    customError: 'must contain digits only',
  };
  it('letters get the digits-only reason, a short run of digits the length one', () => {
    expect(validateField(serial, 'abc12', PAGE_RULES)).toBe('Card Number must contain digits only');
    expect(validateField(serial, '12', PAGE_RULES)).toMatch(/too short/);
    expect(validateField({ ...serial, pattern: '^[0-9a-z]{6,20}$' }, 'abc12', PAGE_RULES)).toMatch(
      /too short/,
    );
  });
});
