// The sponsor administrator's weekly digest setting.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { DigestReadCall, DigestUpdateCall } from '@qcard/contracts/sponsor-calls';
import type { DigestSettingsView } from '@qcard/contracts/sponsor-api';

export type { DigestSettingsView } from '@qcard/contracts/sponsor-api';

export function fetchDigestSettings(): Promise<CallResult<DigestSettingsView>> {
  return callContract(DigestReadCall, {});
}

export function saveDigestSetting(weeklyDigest: boolean): Promise<CallResult<DigestSettingsView>> {
  return callContract(DigestUpdateCall, { weeklyDigest });
}
