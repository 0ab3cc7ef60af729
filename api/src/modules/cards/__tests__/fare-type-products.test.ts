// The one table of each fare type's Stored Value against the demo data: every
// seeded card's stored value is its own fare type's product, field by field, so the lost-card
// transfer creates on a replacement exactly what the card system issues for that fare type.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { fareTypeOf, STORED_VALUE_BY_FARE_TYPE, storedValueOf } from '../fare-type-products';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

test("each seeded card's stored value is its fare type's product from the table", async () => {
  const rows = await t.app.qcard.db
    .selectFrom('contracts')
    .innerJoin('cards', 'cards.id', 'contracts.card_id')
    .select([
      'cards.serial',
      'cards.profile_name',
      'contracts.contract_name',
      'contracts.family',
      'contracts.type_of_contract',
      'contracts.fare',
      'contracts.min_input_value',
      'contracts.maximum_allowed',
      'contracts.discounted',
      'contracts.ride_sponsor',
      'contracts.warning_code',
    ])
    .execute();
  const storedValues = rows.filter((r) => fareTypeOf(r) !== null);
  // Adult, Reduced Fare and Commuter Benefit cards are all in the demo data.
  expect(new Set(storedValues.map((r) => r.profile_name))).toEqual(
    new Set(Object.keys(STORED_VALUE_BY_FARE_TYPE)),
  );
  for (const r of storedValues) {
    const p = storedValueOf(r.profile_name);
    expect({
      serial: r.serial,
      product: p && [
        p.contractName,
        p.family,
        p.typeOfContract,
        p.fare,
        p.minInputValue,
        p.maximumAllowed,
        p.discounted ? 1 : 0,
        p.rideSponsor ? 1 : 0,
        p.warningCode,
      ],
    }).toEqual({
      serial: r.serial,
      product: [
        r.contract_name,
        r.family,
        r.type_of_contract,
        r.fare,
        r.min_input_value,
        r.maximum_allowed,
        r.discounted,
        r.ride_sponsor,
        r.warning_code,
      ],
    });
  }
});

test('a product is known by name and family; a ride sponsor benefit belongs to no fare type', () => {
  expect(fareTypeOf({ contract_name: 'Reduced Fare Stored Value', family: 'Q Card' })).toBe(
    'Reduced Fare',
  );
  expect(fareTypeOf({ contract_name: 'Stored Value', family: 'Q Card' })).toBe('Adult');
  expect(
    fareTypeOf({ contract_name: 'Employer Transit Benefit', family: 'Ride Sponsor' }),
  ).toBeNull();
  expect(fareTypeOf({ contract_name: 'Commuter Benefit', family: 'Ride Sponsor' })).toBeNull();
  expect(storedValueOf('toString')).toBeNull();
});
