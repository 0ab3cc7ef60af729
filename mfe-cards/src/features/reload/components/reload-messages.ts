// Texts of the reload screens, from the server-delivered patron messages where they exist.
import { formatTemplate, roleMessage } from '@qcard/shared/config/config-store';

export function notReloadableText(serial: string, reason: string | null | undefined): string {
  const template = roleMessage('patron', 'PATRON_MSG', 'NOT_RELOADABLE') ?? 'The Q Card with serial # {0} is not reloadable at this time. [Reason: {1}]';
  return formatTemplate(template, [serial, reason ?? 'not reloadable']);
}

/** Ride-sponsor warning by warningCode (patron messages, type WARNING_CODE). */
export function rideSponsorWarning(code: string | null | undefined): string | null {
  if (!code) return 'This contract is paid by your ride sponsor.';
  return roleMessage('patron', 'WARNING_CODE', code) ?? 'This contract is paid by your ride sponsor.';
}
