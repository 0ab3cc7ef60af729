// The two sign-up mails: the confirmation link for a new address, or a pointer to the password
// reset for one that has an account (the form answers the same; only the mailbox owner learns).
import type { Language } from '../../i18n/request-language';
import { escapeHtml, fill, mailButton, mailDocument, type RenderedMail } from './mail-frame';

const VERIFY = {
  en: {
    subject: 'Confirm your e-mail address for Q Card',
    hello: 'Hello {0},',
    body: 'Thank you for creating a Q Card account. Open this link to confirm your e-mail address and start using your account:',
    action: 'Confirm my e-mail address',
    valid: 'The link is valid for {0} minutes and works once.',
    ignore: 'If you did not sign up, ignore this e-mail; no account is created.',
    signature: 'Q Card, Regional Transit Authority',
  },
  es: {
    subject: 'Confirme su correo electrónico para Q Card',
    hello: 'Hola, {0}:',
    body: 'Gracias por crear una cuenta de Q Card. Abra este enlace para confirmar su correo electrónico y empezar a usar su cuenta:',
    action: 'Confirmar mi correo electrónico',
    valid: 'El enlace es válido por {0} minutos y funciona una sola vez.',
    ignore: 'Si usted no se registró, ignore este correo; no se crea ninguna cuenta.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
  },
};

type Words = (typeof VERIFY)[Language];

const EXISTING: Record<Language, Words> = {
  en: {
    subject: 'You already have a Q Card account',
    hello: 'Hello {0},',
    body: 'Someone, probably you, tried to create a Q Card account with this e-mail address, which already has one. Log in with it, or choose a new password here if you forgot it:',
    action: 'Reset my password',
    valid: 'Nothing has changed in your account.',
    ignore: 'If this was not you, you can ignore this e-mail.',
    signature: 'Q Card, Regional Transit Authority',
  },
  es: {
    subject: 'Usted ya tiene una cuenta de Q Card',
    hello: 'Hola, {0}:',
    body: 'Alguien, probablemente usted, intentó crear una cuenta de Q Card con este correo electrónico, que ya tiene una. Inicie sesión con ella, o elija una nueva contraseña aquí si la olvidó:',
    action: 'Restablecer mi contraseña',
    valid: 'Nada cambió en su cuenta.',
    ignore: 'Si no fue usted, puede ignorar este correo.',
    signature: 'Q Card, Autoridad Regional de Tránsito',
  },
};

function render(
  language: Language,
  w: Words,
  firstName: string,
  link: string,
  minutes: number,
): RenderedMail {
  return {
    subject: w.subject,
    text: [
      fill(w.hello, firstName),
      '',
      w.body,
      '',
      link,
      '',
      fill(w.valid, minutes),
      w.ignore,
      '',
      w.signature,
    ].join('\n'),
    html: mailDocument(
      language,
      w.subject,
      `<p>${escapeHtml(fill(w.hello, firstName))}</p><p>${escapeHtml(w.body)}</p>` +
        `<p>${mailButton(link, w.action)}</p><p>${escapeHtml(fill(w.valid, minutes))}</p>` +
        `<p>${escapeHtml(w.ignore)}</p><p>${escapeHtml(w.signature)}</p>`,
    ),
  };
}

export function renderVerifyMail(
  language: Language,
  firstName: string,
  link: string,
  minutes: number,
): RenderedMail {
  return render(language, VERIFY[language], firstName, link, minutes);
}

export function renderAlreadyRegisteredMail(
  language: Language,
  firstName: string,
  link: string,
): RenderedMail {
  return render(language, EXISTING[language], firstName, link, 0);
}
