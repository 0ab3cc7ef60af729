// The shared response handling, except that an ERROR whose server text is filled in (range
// bounds, the not-allowed reason, the first validation problem) shows that text instead of
// the configured template without its {0}/{1} values.
import type { CallResult } from '@qcard/shared/api/api-client';
import { alertFromResponse as sharedAlert, raiseAlert } from '@qcard/shared/bus/alerts';

export function alertFromResponse(res: CallResult<unknown>, options: { target?: string } = {}): boolean {
  if (res.status === 'ERROR' && res.errorMessage) {
    raiseAlert({ type: 'danger', msg: res.errorMessage, target: options.target });
    return false;
  }
  return sharedAlert(res, options);
}
