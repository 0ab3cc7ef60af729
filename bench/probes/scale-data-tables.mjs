// What the scale data set is made of: the names its people get, the contracts and order statuses
// it draws from, and the insert statement of each table it fills (scale-data-generator.mjs).

export const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kira',
  'Luis',
  'Mei',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
export const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Kim',
  'Patel',
  'Lopez',
  'Brown',
  'Chen',
  'Davis',
  'Martinez',
  'Wilson',
  'Okafor',
  'Rossi',
  'Silva',
  'Khan',
  'Novak',
  'Haddad',
  'Ivanova',
  'Sato',
  'Moreau',
  'Schmidt',
  'Olsen',
  'Reyes',
  'Walker',
  'Young',
];
export const CONTRACTS = [
  ['Stored Value', 'Stored Value', 'Stored Value', 0],
  ['Monthly Pass', 'Period Pass', 'Period', 0],
  ['Reduced Fare Stored Value', 'Stored Value', 'Stored Value', 1],
];
export const STATUSES = [
  ['Honoured', 0.86],
  ['ProcessingOrder', 0.03],
  ['Cancelled', 0.05],
  ['Rejected', 0.05],
  ['PaymentPending', 0.01],
];

/** The statements the generator writes its rows with, prepared on `db`. */
export function prepareInserts(db) {
  const insert = (table, columns) =>
    db.prepare(
      `insert into ${table} (${columns.join(',')}) values (${columns.map(() => '?').join(',')})`,
    );
  const users = insert('users', [
    'email',
    'password_hash',
    'first_name',
    'last_name',
    'address1',
    'town',
    'state',
    'zipcode',
    'phone',
    'is_sponsor',
    'company_id',
    'created_at',
    'updated_at',
  ]);
  const companies = insert('companies', ['name', 'contact_email', 'created_at']);
  const groups = insert('groups', ['company_id', 'name', 'details', 'created_at']);
  const cards = insert('cards', [
    'serial',
    'profile_name',
    'holder_name',
    'status',
    'emission_date',
    'expiration_date',
    'owner_user_id',
    'company_id',
  ]);
  const contracts = insert('contracts', [
    'card_id',
    'contract_name',
    'family',
    'type_of_contract',
    'emission',
    'last_reload',
    'units_left',
    'discounted',
    'fare',
  ]);
  const balanceOf = db.prepare('update contracts set units_left = ?, last_reload = ? where id = ?');
  const activities = insert('contract_activities', [
    'contract_id',
    'date',
    'activity_type',
    'description',
    'units',
    'units_before',
    'units_after',
    'billed',
    'order_id',
  ]);
  const employees = insert('employees', [
    'company_id',
    'employee_code',
    'first_name',
    'last_name',
    'group_id',
    'email',
    'card_id',
    'contract_id',
    'created_at',
  ]);
  const orders = insert('orders', [
    'user_id',
    'company_id',
    'price',
    'status',
    'kind',
    'creation_date',
    'method_of_payment',
    'authorization_id',
    'transaction_id',
    'payment_description',
    'card_brand',
    'card_last4',
    'fulfilled_at',
  ]);
  const items = insert('order_items', [
    'order_id',
    'description',
    'status',
    'price',
    'item_type',
    'contract_id',
    'employee_id',
    'payload',
  ]);
  return {
    users,
    companies,
    groups,
    cards,
    contracts,
    balanceOf,
    activities,
    employees,
    orders,
    items,
  };
}
