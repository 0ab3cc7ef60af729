// The query plans of the scale data probe (bench/query-plans.md): the main queries of each
// measured call, for an account with much data, as SQLite plans them.
import { SCALE } from './scale-data-generator.mjs';

/** The main queries of each measured call, for an account with much data (EXPLAIN QUERY PLAN). */
export function queryPlans(db, sample) {
  const big = db
    .prepare("select company_id from users where email = 'sponsor1-1@scale.example'")
    .pluck()
    .get();
  const heavy = sample.patrons.find((p) => p.heavy);
  const heavyContract = heavy?.contracts[0] ?? 1;
  const patronId = db
    .prepare('select owner_user_id from cards where id = ?')
    .pluck()
    .get(sample.patrons[0].cards[0]);
  const statuses = "('Cancelled', 'Honoured', 'ProcessingOrder', 'Rejected')";
  const queries = [
    // The fixed statements of api/src/modules/cards/card-queries.ts, their aliased column lists shortened (the plan does not depend on them).
    ...[
      [
        "/card: the caller's cards, contracts and newest Active subscription (one statement)",
        'k.owner_user_id = ?',
        'k.serial, c.id',
        patronId,
      ],
      [
        '/card/details: the card, its contracts and newest Active subscription (one statement)',
        'k.id = ?',
        'c.id',
        sample.patrons[0].cards[0],
      ],
    ].map(([label, where, orderBy, param]) => [
      label,
      `SELECT k.*, c.id AS c__id, s.state AS s__state FROM cards k LEFT JOIN contracts c ON c.card_id = k.id LEFT JOIN subscriptions s ON s.id = (SELECT max(s2.id) FROM subscriptions s2 WHERE s2.contract_id = c.id AND s2.state = 'Active') WHERE ${where} ORDER BY ${orderBy}`,
      [param],
    ]),
    [
      "/card/details: every activity of the card's contracts, newest first",
      'SELECT a.* FROM contract_activities a JOIN contracts c ON c.id = a.contract_id WHERE c.card_id = ? ORDER BY a.date DESC, a.id DESC',
      [db.prepare('select card_id from contracts where id = ?').pluck().get(heavyContract) ?? 1],
    ],
    [
      '/contract/details: contracts of the cards',
      'select * from "contracts" where "card_id" in (?, ?, ?) order by "id"',
      [1, 2, 3],
    ],
    [
      '/contract/details: active subscriptions',
      'select * from "subscriptions" where "contract_id" in (?, ?) and "state" = ? order by "id" desc',
      [1, 2, 'Active'],
    ],
    [
      '/contract/details with activityPageNo: count',
      'select count(*) as "n" from "contract_activities" where "contract_id" = ?',
      [heavyContract],
    ],
    [
      "/contract/details with activityPageNo: a page deep in a daily rider's history",
      'select * from "contract_activities" where "contract_id" = ? order by "date" desc, "id" desc limit ? offset ?',
      [heavyContract, 25, 500],
    ],
    [
      '/order/search (patron): count',
      `select count(*) as "n" from "orders" where "status" in ${statuses} and "user_id" = ? and "company_id" is null`,
      [patronId],
    ],
    [
      '/order/search (patron): page, newest first',
      `select * from "orders" where "status" in ${statuses} and "user_id" = ? and "company_id" is null order by "creation_date" desc, "id" desc limit ? offset ?`,
      [patronId, 25, 0],
    ],
    [
      '/order/search (sponsor of the largest company): count',
      `select count(*) as "n" from "orders" where "status" in ${statuses} and "company_id" = ?`,
      [big],
    ],
    [
      '/order/search (sponsor): deep page, newest first',
      `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "creation_date" desc, "id" desc limit ? offset ?`,
      [big, 25, 5000],
    ],
    [
      '/order/search (sponsor): deep page by order number',
      `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "id" desc, "id" desc limit ? offset ?`,
      [big, 25, 5000],
    ],
    [
      '/order/search (sponsor): page by price',
      `select * from "orders" where "status" in ${statuses} and "company_id" = ? order by "price" asc, "id" asc limit ? offset ?`,
      [big, 25, 2500],
    ],
    [
      '/employee/search: count',
      'select count(*) as "n" from "employees" as "e" where "e"."company_id" = ?',
      [big],
    ],
    [
      "/employee/search: page 100 by last name (the page's ids from the index, then the joins for those 25)",
      'select "e"."id", "e"."employee_code", "e"."first_name", "e"."last_name", "g"."name" as "group_name", "c"."serial", "c"."status" as "card_status", "e"."contract_id", "k"."contract_name" from "employees" as "e" left join "groups" as "g" on "g"."id" = "e"."group_id" left join "cards" as "c" on "c"."id" = "e"."card_id" left join "contracts" as "k" on "k"."id" = "e"."contract_id" where "e"."id" in (select "e"."id" from "employees" as "e" where "e"."company_id" = ? order by "e"."last_name" asc, "e"."id" asc limit ? offset ?) order by "e"."last_name" asc, "e"."id" asc',
      [big, 25, 2500],
    ],
    [
      '/employee/search: last name contains',
      'select count(*) as "n" from "employees" as "e" where "e"."company_id" = ? and lower("e"."last_name") like ? escape \'\\\'',
      [big, '%garcia%'],
    ],
    [
      '/contract/details: the contract and its card',
      'select * from "contracts" where "id" = ?',
      [heavyContract],
    ],
    [
      'every call: the session and its user',
      'select s.*, u.id from sessions s left join users u on u.id = s.user_id where s.token_hash = ?',
      ['x'],
    ],
  ];
  const lines = [
    '# Query plans on the scale data set',
    '',
    '_Generated by bench/probes/scale-data.mjs (`pnpm bench`); do not edit by hand._',
    '',
    `SQLite EXPLAIN QUERY PLAN of the main queries behind each call the scale probe measures, on the scale data set (${SCALE.patrons.toLocaleString('en-US')} patrons, ${SCALE.cards.toLocaleString('en-US')} cards, ${SCALE.activities.toLocaleString('en-US')} activity rows, ${SCALE.orders.toLocaleString('en-US')} orders), for the accounts with the most data (the largest company, a rider with years of taps). "SEARCH ... USING INDEX" reads one index range; "SCAN" reads a whole table or index; "USE TEMP B-TREE" sorts.`,
    '',
  ];
  for (const [name, text, params] of queries) {
    const plan = db.prepare(`explain query plan ${text}`).all(...params);
    lines.push(`## ${name}`, '', '```sql', text, '```', '', '```');
    for (const step of plan) lines.push(`${'  '.repeat(depth(plan, step))}${step.detail}`);
    lines.push('```', '');
  }
  return lines.join('\n');
}

function depth(plan, step) {
  let d = 0;
  for (let parent = step.parent; parent; d++)
    parent = plan.find((s) => s.id === parent)?.parent ?? 0;
  return d;
}
