// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The receipt template: text and HTML from the same data, everything in the HTML escaped, and
// card numbers cut to their last four digits even when an item's text carries a whole serial.
import { lastFourOnly, renderOrderReceipt } from '../templates/order-receipt';

const data = {
  orderId: 77,
  orderDate: '2026-11-23T10:30:00.000Z',
  greetingName: 'Ann <b>',
  items: [
    { description: 'Reload $20.00 · Q Card 1000000001 · Stored Value', price: 2000 },
    { description: 'Reload <script>alert(1)</script> · Q Card 2000000017', price: 123456 },
  ],
  total: 125456,
  payment: 'Visa ending 1111',
  supportEmail: 'help@qcard.test',
};

test('text and HTML carry the same facts; amounts in dollars with thousands', () => {
  const mail = renderOrderReceipt(data);
  expect(mail.subject).toBe('Your Q Card receipt for order 77');
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('77');
    expect(body).toContain('November 23, 2026 at 10:30 AM UTC');
    expect(body).toContain('$1,234.56');
    expect(body).toContain('$1,254.56');
    expect(body).toContain('Visa ending 1111');
    expect(body).toContain('2–4 business days; the value may then take 24–48 hours');
    expect(body).toContain('help@qcard.test');
  }
});

test('the HTML escapes every value, and no serial appears whole', () => {
  const mail = renderOrderReceipt(data);
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;');
  expect(mail.html).toContain('Hello Ann &lt;b&gt;,');
  for (const body of [mail.text, mail.html]) {
    expect(body).not.toMatch(/\d{8,}/);
    expect(body).toContain('Q Card ending 0001');
    expect(body).toContain('Q Card ending 0017');
  }
});

test('lastFourOnly cuts Q Card serials and card-length numbers, and leaves other numbers (codes, amounts) alone', () => {
  expect(lastFourOnly('Order 1234567 · card 4111111111111111')).toBe(
    'Order 1234567 · card ending 1111',
  );
  expect(lastFourOnly('Reload $30.00 · Kim (20231234) · Q Card 2712345671')).toBe(
    'Reload $30.00 · Kim (20231234) · Q Card ending 5671',
  );
});

test('the payment line is kept as given: a company name keeps its digits', () => {
  expect(
    renderOrderReceipt({ ...data, payment: 'Billed to Route 66000000 Logistics' }).text,
  ).toContain('Payment:      Billed to Route 66000000 Logistics');
});

test("the date is the authority's: in its time zone", () => {
  const mail = renderOrderReceipt({ ...data, timeZone: 'America/New_York' });
  expect(mail.text).toContain('Order date:   November 23, 2026 at 5:30 AM EST');
});

test('in Spanish: subject, greeting, labels, money and date (es-US, the zone), last four only', () => {
  const mail = renderOrderReceipt({ ...data, language: 'es', timeZone: 'America/New_York' });
  expect(mail.subject).toBe('Su recibo de Q Card del pedido 77');
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Gracias por su pedido. Este es su recibo.');
    expect(body).toContain('23 de noviembre de 2026');
    expect(body).toContain('5:30');
    expect(body).toContain('$1,234.56');
    expect(body).toContain('Q Card terminada en 0001');
    expect(body).toContain('2 a 4 días hábiles; después, el valor puede tardar de 24 a 48 horas');
    expect(body).not.toMatch(/\d{8,}/);
    expect(body).not.toMatch(/Thank you|Order number|Questions about/);
  }
  expect(mail.text).toContain('Hola, Ann <b>:');
  expect(mail.text).toContain('Número de pedido: 77');
  expect(mail.html).toContain('Hola, Ann &lt;b&gt;:');
  expect(mail.html).toContain('mailto:help@qcard.test');
});
