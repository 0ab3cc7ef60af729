// Our API formats every error text itself (placeholders such as 463's bounds filled, or a
// specific reason such as 'not reloadable'), so an ERROR with errorMessage shows that text;
// anything else goes through the shared response handling.
import type { Envelope } from '@qcard/shared/contracts/envelope';
import { alertFromResponse, raiseAlert } from '@qcard/shared/bus/alerts';

export function alertFromApi(res: Envelope, target?: string): void {
  if (res.status === 'ERROR' && res.errorMessage) {
    raiseAlert({ type: 'danger', msg: res.errorMessage, target });
    return;
  }
  alertFromResponse(res, { target });
}
