// The address riders write to about an order, as the operator configured it
// (configParameters.json, Contact_Config/Support_Email): one reading for every page that shows it.
import { configValue } from '@qcard/runtime/config/config-store';

/** The demo's address when the configuration does not name one. */
const DEFAULT_SUPPORT_EMAIL = 'support@qcard.example';

export function supportEmail(): string {
  return configValue('Contact_Config', 'Support_Email') ?? DEFAULT_SUPPORT_EMAIL;
}
