// Mails that keep a rider informed about their money: a low balance, an automatic reload that
// went through, and one that did not (declined card, monthly maximum).
import type { Language } from '../../i18n/request-language';
import {
  fill,
  formatMoney,
  paragraphsMail,
  type LinkedLine,
  type RenderedMail,
} from './mail-frame';

export type RiderNotice =
  | { kind: 'low-balance'; cents: number; thresholdCents: number; autoloadActive: boolean }
  | { kind: 'autoload-honoured'; amountCents: number; balanceCents: number }
  | { kind: 'autoload-declined'; amountCents: number }
  | { kind: 'autoload-maximum'; maxPerMonth: number };

export interface RiderNoticeMailData {
  language: Language;
  firstName: string;
  serial: string;
  nickname: string | null;
  notice: RiderNotice;
  /** The portal's address, for the link to act on the notice. */
  portal: string;
  /** Where the card's reload or payment card is fixed, relative to the portal. */
  actionPath: string;
}

const EN = {
  hello: 'Hello {0},',
  lowSubject: 'Low balance on your {0}',
  lowBody: 'Your {0} has {1} left, below the {2} you asked us to watch for.',
  lowAutoload: 'An automatic reload is set up for this card and tops it up on its own.',
  lowAction: 'Reload it now: {0}',
  okSubject: 'Automatic reload of {0} done on your {1}',
  okBody: 'We reloaded your {0} with {1}. Its balance is now {2}.',
  declinedSubject: 'Automatic reload declined on your {0}',
  declinedBody:
    'The automatic reload of {1} on your {0} was declined by your payment card, so the card was not reloaded.',
  maxSubject: 'Automatic reloads paused for this month on your {0}',
  maxBody:
    'Your {0} reached its limit of {1} automatic reloads this month, so it was not reloaded. Reloads start again next month, or you can reload it now.',
  paymentAction: 'Update your payment card: {0}',
  settings: 'You can choose which mails you get on your Account page.',
  signature: 'Q Card, Regional Transit Authority',
};

const WORDS: Record<Language, Record<keyof typeof EN, string>> = {
  en: EN,
  es: {
    hello: 'Hola {0}:',
    lowSubject: 'Saldo bajo en su {0}',
    lowBody: 'Su {0} tiene {1}, menos de los {2} que nos pidió vigilar.',
    lowAutoload: 'Esta tarjeta tiene una recarga automática que la recarga por sí sola.',
    lowAction: 'Recárguela ahora: {0}',
    okSubject: 'Recarga automática de {0} hecha en su {1}',
    okBody: 'Recargamos su {0} con {1}. Su saldo ahora es {2}.',
    declinedSubject: 'Recarga automática rechazada en su {0}',
    declinedBody:
      'Su tarjeta de pago rechazó la recarga automática de {1} en su {0}, así que la tarjeta no se recargó.',
    maxSubject: 'Recargas automáticas en pausa este mes en su {0}',
    maxBody:
      'Su {0} llegó a su límite de {1} recargas automáticas este mes, así que no se recargó. Las recargas vuelven el próximo mes, o puede recargarla ahora.',
    paymentAction: 'Actualice su tarjeta de pago: {0}',
    settings: 'Puede elegir qué correos recibe en su página Cuenta.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
  },
};

export function cardName(language: Language, serial: string, nickname: string | null): string {
  const base =
    language === 'es'
      ? `Q Card terminada en ${serial.slice(-4)}`
      : `Q Card ending ${serial.slice(-4)}`;
  return nickname ? `${base} (${nickname})` : base;
}

export function renderRiderNotice(d: RiderNoticeMailData): RenderedMail {
  const w = WORDS[d.language];
  const money = (cents: number) => formatMoney(cents, d.language);
  const card = cardName(d.language, d.serial, d.nickname);
  const link = `${d.portal}${d.actionPath}`;
  const n = d.notice;
  let subject: string;
  // A line that ends in the portal's address: a link in the HTML, the address itself in the text.
  const action = (template: string): LinkedLine => ({ template, url: link });
  let body: Array<string | LinkedLine>;
  switch (n.kind) {
    case 'low-balance':
      subject = fill(w.lowSubject, card);
      body = [
        fill(w.lowBody, card, money(n.cents), money(n.thresholdCents)),
        n.autoloadActive ? w.lowAutoload : action(w.lowAction),
      ];
      break;
    case 'autoload-honoured':
      subject = fill(w.okSubject, money(n.amountCents), card);
      body = [fill(w.okBody, card, money(n.amountCents), money(n.balanceCents))];
      break;
    case 'autoload-declined':
      subject = fill(w.declinedSubject, card);
      body = [fill(w.declinedBody, card, money(n.amountCents)), action(w.paymentAction)];
      break;
    case 'autoload-maximum':
      subject = fill(w.maxSubject, card);
      body = [fill(w.maxBody, card, n.maxPerMonth), action(w.lowAction)];
      break;
  }
  return paragraphsMail(d.language, subject, [
    fill(w.hello, d.firstName),
    ...body,
    w.settings,
    w.signature,
  ]);
}
