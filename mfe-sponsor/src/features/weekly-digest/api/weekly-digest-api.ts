// The sponsor administrator's weekly digest setting (issue 23 item 6).
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { DigestSettingsView } from '@qcard/shared/contracts/sponsor-api';

export type { DigestSettingsView } from '@qcard/shared/contracts/sponsor-api';

const ACTION = { action: 'COMPANY_MANAGEMENT' };

export function fetchDigestSettings(): Promise<CallResult<DigestSettingsView>> {
  return callApi<DigestSettingsView>('/sponsor/digest', { ...ACTION, function: 'get_weekly_digest' });
}

export function saveDigestSetting(weeklyDigest: boolean): Promise<CallResult<DigestSettingsView>> {
  return callApi<DigestSettingsView>('/sponsor/digest/update', { ...ACTION, function: 'update_weekly_digest', weeklyDigest });
}
