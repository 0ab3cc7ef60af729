// The sponsor companies' demo data (DESIGN section 5): groups, employees with cards and
// contracts, employee subscriptions, sponsor orders, and company cards still in stock.
import { insertOrder, insertStoredValueCard, taps, type Seed } from './seed-records';

const FIRST_NAMES = (
  'Avery Blake Casey Dana Emerson Finley Gray Harper Indigo Jordan Kai Logan Morgan Noel Oakley ' +
  'Parker Quinn'
).split(' ');
const LAST_NAMES = (
  'Adams Brooks Carter Diaz Evans Foster Garcia Hughes Ito Jensen Kim Lopez Miller Nguyen Owens ' +
  'Patel Reyes Singh Turner'
).split(' ');

type Employee = { id: number; code: string; contractId: number; serial: string; name: string };

/** A sponsor company: its groups, employees with their cards, some subscriptions and orders. */
export async function seedCompany(
  seed: Seed,
  spec: {
    companyId: number;
    sponsorUserId: number;
    groups: Array<[string, string]>;
    employees: number;
    codePrefix: string;
    codeStart: number;
    serialStart: number;
  },
): Promise<void> {
  const { trx, day } = seed;
  const groupIds: number[] = [];
  for (const [name, details] of spec.groups) {
    const g = await trx
      .insertInto('groups')
      .values({ company_id: spec.companyId, name, details, created_at: day(-400) })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(g.id);
  }
  const employees: Employee[] = [];
  for (let i = 0; i < spec.employees; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Smith';
    const code = `${spec.codePrefix}${spec.codeStart + i}`;
    const serial = String(spec.serialStart + i);
    const blocked = i === spec.employees - 1 && spec.employees > 5;
    const { cardId, contractId } = await insertStoredValueCard(seed, {
      serial,
      profileName: 'Commuter Benefit',
      holderName: `${first} ${last}`,
      status: blocked ? 'Blocked' : 'InCirculation',
      emissionOffset: -380 + i,
      ownerUserId: null,
      companyId: spec.companyId,
      rechargeable: !blocked,
      rechargeReason: blocked ? 'Card is blocked' : null,
      activities: [
        [-120 + (i % 10), 'Reload', 5000 + (i % 5) * 1000],
        ...taps([-100 + (i % 7), -90 + (i % 5), -60, -30 + (i % 3)]),
      ],
    });
    const emp = await trx
      .insertInto('employees')
      .values({
        company_id: spec.companyId,
        employee_code: code,
        first_name: first,
        last_name: last,
        group_id: groupIds[i % groupIds.length] ?? null,
        address: `${100 + i} Market Street`,
        city: 'Springfield',
        state: 'NY',
        zip_code: String(10001 + (i % 50)).padStart(5, '0'),
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        phone: `+1 212 555 ${String(1000 + i).slice(-4)}`,
        card_id: cardId,
        contract_id: contractId,
        created_at: day(-380 + i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    employees.push({ id: emp.id, code, contractId, serial, name: `${first} ${last}` });
    if (i % 4 === 0 && !blocked) {
      await trx
        .insertInto('subscriptions')
        .values({
          contract_id: contractId,
          state: 'Active',
          type: 'Individual',
          max_per_period: 2 + (i % 3),
          recharge_value: 2000 + (i % 3) * 1000,
          threshold: 500 + (i % 2) * 500,
          user_id: spec.sponsorUserId,
          company_id: spec.companyId,
          employee_id: emp.id,
          created_at: day(-200 + i),
          updated_at: day(-200 + i),
        })
        .execute();
    }
  }
  const statuses = ['Honoured', 'ProcessingOrder', 'Rejected', 'Cancelled'];
  for (let n = 0; n < 8; n++) {
    const status = statuses[n % statuses.length] ?? 'Honoured';
    const picked = [0, 1, 2]
      .map((k) => employees[(n * 3 + k) % employees.length])
      .filter((e) => e !== undefined);
    await insertOrder(seed, {
      userId: spec.sponsorUserId,
      companyId: spec.companyId,
      status,
      kind: 'SponsorReload',
      offset: -90 + n * 9,
      brand: 'master',
      last4: '4444',
      items: picked.map((e, k) => ({
        description: `Reload $${((2000 + k * 1000) / 100).toFixed(2)} for ${e.name} (${e.code}), card ${e.serial}`,
        price: 2000 + k * 1000,
        itemType: 'Recharge',
        contractId: e.contractId,
        employeeId: e.id,
      })),
    });
  }
}

/** Company cards with a Commuter Benefit contract that no employee holds yet. */
export async function seedStockCards(
  seed: Seed,
  companyId: number,
  serialStart: number,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await insertStoredValueCard(seed, {
      serial: String(serialStart + i),
      profileName: 'Commuter Benefit',
      holderName: '',
      status: 'InCirculation',
      emissionOffset: -30,
      ownerUserId: null,
      companyId,
      activities: [],
    });
  }
}
