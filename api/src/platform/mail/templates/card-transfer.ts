// The mail after a lost card's value was moved; serials cut to their last four, as in the receipt.
import type { Language } from '../../i18n/request-language';
import { fill, formatMoney, paragraphsMail, type RenderedMail } from './mail-frame';

export interface CardTransferMailData {
  language: Language;
  firstName: string;
  lostSerial: string;
  replacementSerial: string;
  /** cents moved */
  cents: number;
  reloads: number;
  subscriptions: number;
}

const EN = {
  subject: 'Your Q Card ending {0} was replaced',
  hello: 'Hello {0},',
  body: 'The Q Card ending {0} you reported lost or stolen is blocked for good. What it held now belongs to your Q Card ending {1}:',
  value: 'Balance moved: {0}',
  reloads: 'Pending reloads moved: {0}',
  subscriptions: 'Automatic reloads moved: {0}',
  blocked: 'If you did not ask for this, contact customer service.',
  signature: 'Q Card, Regional Transit Authority',
};

const WORDS: Record<Language, Record<keyof typeof EN, string>> = {
  en: EN,
  es: {
    subject: 'Su Q Card terminada en {0} fue reemplazada',
    hello: 'Hola {0}:',
    body: 'La Q Card terminada en {0} que reportó como perdida o robada está bloqueada para siempre. Lo que tenía ahora pertenece a su Q Card terminada en {1}:',
    value: 'Saldo transferido: {0}',
    reloads: 'Recargas pendientes transferidas: {0}',
    subscriptions: 'Recargas automáticas transferidas: {0}',
    blocked: 'Si usted no lo pidió, comuníquese con atención al cliente.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
  },
};

const lastFour = (serial: string) => serial.slice(-4);

export function renderCardTransferMail(d: CardTransferMailData): RenderedMail {
  const w = WORDS[d.language];
  const lines = [
    fill(w.hello, d.firstName),
    fill(w.body, lastFour(d.lostSerial), lastFour(d.replacementSerial)),
    fill(w.value, formatMoney(d.cents, d.language)),
    fill(w.reloads, d.reloads),
    fill(w.subscriptions, d.subscriptions),
    w.blocked,
    w.signature,
  ];
  return paragraphsMail(d.language, fill(w.subject, lastFour(d.lostSerial)), lines);
}
