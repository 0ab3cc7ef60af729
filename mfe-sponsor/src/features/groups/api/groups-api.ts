// Groups of the sponsor's company (SPEC 'Groups', GROUP_MANAGEMENT).
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  CreateGroupCall,
  GroupDetailsCall,
  GroupSearchCall,
  RemoveGroupsCall,
  UpdateGroupCall,
} from '@qcard/contracts/sponsor-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type { Group, GroupPayload, GroupRemoveResult } from '@qcard/contracts/sponsor-api';

export type { Group, GroupRemoveResult } from '@qcard/contracts/sponsor-api';

export type GroupValues = {
  groupname?: string;
  groupdetails?: string;
  /** The version the form was opened with (no field shows it): the update sends it back. */
  recordVersion?: number;
};

/** Every group of the company (the list page searches them in the browser; the employee form selects one). */
export function fetchAllGroups(): Promise<CallResult<PagedList<Group>>> {
  return callContract(GroupSearchCall, { all: true });
}

export function fetchGroup(id: number): Promise<CallResult<Group>> {
  return callContract(GroupDetailsCall, { id });
}

export function saveGroup(id: number | null, values: GroupValues): Promise<CallResult<Group>> {
  const body: GroupPayload = {
    groupname: values.groupname ?? '',
    groupdetails: values.groupdetails ?? '',
  };
  return id === null
    ? callContract(CreateGroupCall, body)
    : callContract(UpdateGroupCall, { id, recordVersion: values.recordVersion, ...body });
}

export function groupToValues(g: Group): GroupValues {
  return {
    groupname: g.groupname,
    groupdetails: g.groupdetails || undefined,
    recordVersion: g.recordVersion,
  };
}

export function removeGroups(ids: number[]): Promise<CallResult<GroupRemoveResult[]>> {
  return callContract(RemoveGroupsCall, { ids });
}
