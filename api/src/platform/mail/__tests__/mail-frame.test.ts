// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// Every mail the portal sends is one whole HTML document in the same frame: the authority's
// header, the mail's language on <html>, the subject as its title, and its one link drawn as a
// button whose address is escaped. Checked on each kind of mail, in English and Spanish.
import { renderResetMail } from '../../../modules/auth/password-routes';
import type { Language } from '../../i18n/request-language';
import { renderSponsorDigestMail } from '../templates/sponsor-digest';
import { renderCardTransferMail } from '../templates/card-transfer';
import { renderOrderReceipt } from '../templates/order-receipt';
import { renderRiderNotice } from '../templates/rider-notices';
import { renderAlreadyRegisteredMail, renderVerifyMail } from '../templates/sign-up';
import { escapeHtml, mailDocument } from '../templates/mail-frame';

const LINK = 'https://portal.example/reset-password?token=a"b<c>&d';

function everyMail(language: Language) {
  return {
    receipt: renderOrderReceipt({
      orderId: 5,
      orderDate: '2026-11-23T10:30:00.000Z',
      greetingName: 'Ann',
      items: [{ description: 'Reload $20.00', price: 2000 }],
      total: 2000,
      payment: 'Visa ending 1111',
      supportEmail: 'help@qcard.test',
      language,
    }),
    verify: renderVerifyMail(language, 'Ann', LINK, 30),
    existing: renderAlreadyRegisteredMail(language, 'Ann', LINK),
    reset: renderResetMail(language, 'requested', 'Ann', LINK, 30),
    transfer: renderCardTransferMail({
      language,
      firstName: 'Ann',
      lostSerial: '1000000001',
      replacementSerial: '1000000002',
      cents: 500,
      reloads: 0,
      subscriptions: 1,
    }),
    notice: renderRiderNotice({
      language,
      firstName: 'Ann',
      serial: '1000000001',
      nickname: null,
      notice: { kind: 'autoload-declined', amountCents: 1000 },
      portal: 'https://portal.example',
      actionPath: '/subscribe/default',
    }),
    digest: renderSponsorDigestMail({
      language,
      firstName: 'Sam',
      companyName: 'Acme',
      week: '2026-W48',
      portal: 'https://portal.example',
      timeZone: 'UTC',
      employeesWithoutCard: { total: 0, shown: [] },
      lowBalanceCards: { total: 0, shown: [], underCents: 500 },
      failedPayments: { total: 0, shown: [] },
    }),
  };
}

describe.each<[Language, string]>([
  ['en', 'Regional Transit Authority'],
  ['es', 'Autoridad Regional de Tránsito'],
])('every mail in %s', (language, authority) => {
  test.each(Object.entries(everyMail(language)))(
    '%s is a whole document in the frame, titled by its subject',
    (_kind, mail) => {
      expect(mail.html.startsWith(`<!doctype html><html lang="${language}">`)).toBe(true);
      expect(mail.html.endsWith('</html>')).toBe(true);
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      expect(mail.html).toContain(`>${authority}</div>`);
      // One frame: the document is not nested in another.
      expect(mail.html.match(/<html/g)).toHaveLength(1);
    },
  );

  test('the link of sign-up and reset mails is a button, its address escaped', () => {
    const mails = everyMail(language);
    for (const mail of [mails.verify, mails.existing, mails.reset]) {
      expect(mail.html).toContain(`<a href="${escapeHtml(LINK)}" style="display:inline-block;`);
      expect(mail.html).not.toContain(LINK);
      // The text version keeps the address itself, for mail programs that show no HTML.
      expect(mail.text).toContain(LINK);
    }
  });
});

test('an address at the end of a sentence is a link in the HTML and the address itself in the text', () => {
  const notice = renderRiderNotice({
    language: 'en',
    firstName: 'Ann',
    serial: '1000000001',
    nickname: null,
    notice: { kind: 'autoload-declined', amountCents: 1000 },
    portal: 'https://portal.example',
    actionPath: '/subscribe/default?a=1&b=2',
  });
  expect(notice.html).toContain(
    'Update your payment card: <a href="https://portal.example/subscribe/default?a=1&amp;b=2" style="color:#005a9c;">https://portal.example/subscribe/default?a=1&amp;b=2</a>',
  );
  expect(notice.text).toContain(
    'Update your payment card: https://portal.example/subscribe/default?a=1&b=2',
  );
  const digest = renderSponsorDigestMail({
    language: 'es',
    firstName: 'Sam',
    companyName: 'Acme',
    week: '2026-W48',
    portal: 'https://portal.example',
    timeZone: 'UTC',
    employeesWithoutCard: { total: 1, shown: [{ employeeCode: 'E1', name: 'Ada' }] },
    lowBalanceCards: { total: 0, shown: [], underCents: 500 },
    failedPayments: { total: 0, shown: [] },
  });
  expect(digest.html).toContain('Asignar tarjetas: <a href="https://portal.example/emp_mgmt"');
  expect(digest.text).toContain('Asignar tarjetas: https://portal.example/emp_mgmt');
});

test('the frame escapes the title it is given', () => {
  expect(mailDocument('en', 'Order <5> & "more"', '<p>x</p>')).toContain(
    '<title>Order &lt;5&gt; &amp; &quot;more&quot;</title>',
  );
});
