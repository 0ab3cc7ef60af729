// Groups of the sponsor's company (SPEC 'Groups', GROUP_MANAGEMENT).
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { Group, GroupPayload, GroupRemoveResult } from '@qcard/shared/contracts/sponsor-api';

export type { Group, GroupRemoveResult } from '@qcard/shared/contracts/sponsor-api';

export type GroupValues = {
  groupname?: string;
  groupdetails?: string;
  /** The version the form was opened with (no field shows it): the update sends it back. */
  recordVersion?: number;
};

const ACTION = { action: 'GROUP_MANAGEMENT' };

/** Every group of the company (the list page searches them in the browser; the employee form selects one). */
export function fetchAllGroups(): Promise<CallResult<PagedList<Group>>> {
  return callApi<PagedList<Group>>('/group/search', { ...ACTION, function: 'search_group', all: true });
}

export function fetchGroup(id: number): Promise<CallResult<Group>> {
  return callApi<Group>('/group/details', { ...ACTION, function: 'group_details', id });
}

export function saveGroup(id: number | null, values: GroupValues): Promise<CallResult<Group>> {
  const body: GroupPayload = { groupname: values.groupname ?? '', groupdetails: values.groupdetails ?? '' };
  return id === null
    ? callApi<Group>('/group/create', { ...ACTION, function: 'create_group', ...body })
    : callApi<Group>('/group/update', { ...ACTION, function: 'update_group', id, recordVersion: values.recordVersion, ...body });
}

export function groupToValues(g: Group): GroupValues {
  return { groupname: g.groupname, groupdetails: g.groupdetails || undefined, recordVersion: g.recordVersion };
}

export function removeGroups(ids: number[]): Promise<CallResult<GroupRemoveResult[]>> {
  return callApi<GroupRemoveResult[]>('/group/remove', { ...ACTION, function: 'remove_group', ids });
}
