// Texts of the reload screens, from the server-delivered patron messages where they exist (the
// server sends them in the page's language), else from this app's texts.
import type { TFunction } from 'i18next';
import { roleMessage } from '@qcard/runtime/config/config-store';
import { formatTemplate } from '@qcard/contracts/texts';

type T = TFunction<'cards'>;

export function notReloadableText(t: T, serial: string, reason: string | null | undefined): string {
  const why = reason ?? t('reload.notReloadableReason');
  const template = roleMessage('patron', 'PATRON_MSG', 'NOT_RELOADABLE');
  return template
    ? formatTemplate(template, [serial, why])
    : t('reload.notReloadable', { serial, reason: why });
}

/** Ride-sponsor warning by warningCode (patron messages, type WARNING_CODE). */
export function rideSponsorWarning(t: T, code: string | null | undefined): string | null {
  return (
    (code ? roleMessage('patron', 'WARNING_CODE', code) : undefined) ?? t('reload.rideSponsor')
  );
}
