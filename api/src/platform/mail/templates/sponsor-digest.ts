// The sponsor administrator's weekly digest; cards named by their last four digits and profile.
import { localeOf, type Language } from '../../i18n/request-language';
import {
  escapeHtml,
  fill,
  formatMoney,
  linkedLineHtml,
  linkedLineText,
  mailDocument,
  type LinkedLine,
  type RenderedMail,
} from './mail-frame';

export interface DigestEmployee {
  employeeCode: string;
  name: string;
}

export interface DigestCard {
  serial: string;
  profileName: string;
  /** cents left on the card's contract */
  cents: number;
}

export interface DigestPayment {
  orderId: number;
  date: string;
  /** cents */
  cents: number;
}

export interface SponsorDigestMailData {
  language: Language;
  firstName: string;
  companyName: string;
  /** e.g. 2026-W48 */
  week: string;
  employeesWithoutCard: { total: number; shown: DigestEmployee[] };
  lowBalanceCards: { total: number; shown: DigestCard[]; underCents: number };
  failedPayments: { total: number; shown: DigestPayment[] };
  /** The portal's address, for the links to the screens that fix each item. */
  portal: string;
  timeZone: string;
}

const EN = {
  subject: 'Q Card weekly digest for {0}',
  hello: 'Hello {0},',
  intro: 'Here is what needs your attention at {0} this week ({1}).',
  allClear:
    'Nothing needs your attention this week: every employee has a card, no company card is low and no subscription payment failed.',
  noCardTitle: 'Employees without a card: {0}',
  lowTitle: 'Company cards with less than {0}: {1}',
  failedTitle: 'Failed subscription payments in the last 7 days: {0}',
  more: '… and {0} more',
  cardLine: 'Q Card ending {0} ({1}): {2} left',
  paymentLine: 'Order {0} of {1}: {2}',
  noCardLink: 'Allocate cards: {0}',
  lowLink: 'Reload company cards: {0}',
  failedLink: 'See subscriptions: {0}',
  optOut:
    'You get this mail because you turned on the weekly digest. Turn it off on the Employees page of the portal.',
  signature: 'Q Card, Regional Transit Authority',
};

const WORDS: Record<Language, Record<keyof typeof EN, string>> = {
  en: EN,
  es: {
    subject: 'Resumen semanal de Q Card para {0}',
    hello: 'Hola {0}:',
    intro: 'Esto requiere su atención en {0} esta semana ({1}).',
    allClear:
      'Nada requiere su atención esta semana: cada empleado tiene una tarjeta, ninguna tarjeta de la empresa tiene saldo bajo y ningún pago de suscripción falló.',
    noCardTitle: 'Empleados sin tarjeta: {0}',
    lowTitle: 'Tarjetas de la empresa con menos de {0}: {1}',
    failedTitle: 'Pagos de suscripción fallidos en los últimos 7 días: {0}',
    more: '… y {0} más',
    cardLine: 'Q Card terminada en {0} ({1}): quedan {2}',
    paymentLine: 'Pedido {0} del {1}: {2}',
    noCardLink: 'Asignar tarjetas: {0}',
    lowLink: 'Recargar tarjetas de la empresa: {0}',
    failedLink: 'Ver suscripciones: {0}',
    optOut:
      'Recibe este correo porque activó el resumen semanal. Puede desactivarlo en la página Empleados del portal.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
  },
};

const lastFour = (serial: string) => serial.slice(-4);

interface Section {
  title: string;
  lines: string[];
  /** "Allocate cards: {0}" and the address it ends in (a link in the HTML). */
  link: LinkedLine;
}

export function renderSponsorDigestMail(d: SponsorDigestMailData): RenderedMail {
  const w = WORDS[d.language];
  const money = (cents: number) => formatMoney(cents, d.language);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(localeOf(d.language), {
      dateStyle: 'medium',
      timeZone: d.timeZone,
    }).format(new Date(iso));
  const more = (total: number, shown: number) =>
    total > shown ? [fill(w.more, total - shown)] : [];
  const sections: Section[] = [];
  if (d.employeesWithoutCard.total > 0) {
    sections.push({
      title: fill(w.noCardTitle, d.employeesWithoutCard.total),
      lines: [
        ...d.employeesWithoutCard.shown.map((e) => `${e.employeeCode} ${e.name}`),
        ...more(d.employeesWithoutCard.total, d.employeesWithoutCard.shown.length),
      ],
      link: { template: w.noCardLink, url: `${d.portal}/emp_mgmt` },
    });
  }
  if (d.lowBalanceCards.total > 0) {
    sections.push({
      title: fill(w.lowTitle, money(d.lowBalanceCards.underCents), d.lowBalanceCards.total),
      lines: [
        ...d.lowBalanceCards.shown.map((c) =>
          fill(w.cardLine, lastFour(c.serial), c.profileName, money(c.cents)),
        ),
        ...more(d.lowBalanceCards.total, d.lowBalanceCards.shown.length),
      ],
      link: { template: w.lowLink, url: `${d.portal}/recharge/default` },
    });
  }
  if (d.failedPayments.total > 0) {
    sections.push({
      title: fill(w.failedTitle, d.failedPayments.total),
      lines: [
        ...d.failedPayments.shown.map((p) =>
          fill(w.paymentLine, p.orderId, date(p.date), money(p.cents)),
        ),
        ...more(d.failedPayments.total, d.failedPayments.shown.length),
      ],
      link: { template: w.failedLink, url: `${d.portal}/subscribe/default` },
    });
  }
  const head = [fill(w.hello, d.firstName), fill(w.intro, d.companyName, d.week)];
  const tail = [w.optOut, w.signature];
  const body = sections.length === 0 ? [w.allClear] : [];
  const text = [
    ...head,
    ...body,
    ...sections.map((s) =>
      [s.title, ...s.lines.map((l) => `  - ${l}`), linkedLineText(s.link)].join('\n'),
    ),
    ...tail,
  ].join('\n\n');
  const heading = 'font-size:18px;line-height:1.3;color:#003e6b;margin:24px 0 8px;';
  const subject = fill(w.subject, d.companyName);
  const html = mailDocument(
    d.language,
    subject,
    [
      ...head.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...body.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...sections.map(
        (s) =>
          `<h2 style="${heading}">${escapeHtml(s.title)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${linkedLineHtml(s.link)}</p>`,
      ),
      ...tail.map((l) => `<p>${escapeHtml(l)}</p>`),
    ].join(''),
  );
  return { subject, text, html };
}
