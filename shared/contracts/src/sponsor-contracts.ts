// The sponsor calls' contracts: each call (sponsor-calls.ts) joined to its body and answer schemas
// (sponsor-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import {
  EmployeeSearchBody,
  EmployeeSearchAnswer,
  CardAllocationBody,
  AllocatableCard,
  EmployeeDetailBody,
  Employee,
  CreateEmployeeBody,
  UpdateEmployeeBody,
  RemoveEmployeesBody,
  RemoveEmployeesAnswer,
  GroupSearchBody,
  GroupSearchAnswer,
  GroupDetailsBody,
  Group,
  CreateGroupBody,
  UpdateGroupBody,
  RemoveGroupsBody,
  RemoveGroupsAnswer,
  CompanyCardSearchBody,
  CompanyCardSearchAnswer,
  BulkReloadSearchBody,
  BulkReloadSearchAnswer,
  AddRechargeCardsBody,
  AddRechargeCardsAnswer,
  DigestReadBody,
  DigestSettings,
  DigestUpdateBody,
} from '@qcard/contracts/sponsor-api';
import {
  EmployeeSearchCall,
  CardAllocationCall,
  EmployeeDetailCall,
  CreateEmployeeCall,
  UpdateEmployeeCall,
  RemoveEmployeesCall,
  GroupSearchCall,
  GroupDetailsCall,
  CreateGroupCall,
  UpdateGroupCall,
  RemoveGroupsCall,
  CompanyCardSearchCall,
  BulkReloadSearchCall,
  AddRechargeCardsCall,
  DigestReadCall,
  DigestUpdateCall,
} from '@qcard/contracts/sponsor-calls';

export const EmployeeSearch = contract(
  EmployeeSearchCall,
  EmployeeSearchBody,
  EmployeeSearchAnswer,
);
export const CardAllocation = contract(CardAllocationCall, CardAllocationBody, AllocatableCard);
export const EmployeeDetail = contract(EmployeeDetailCall, EmployeeDetailBody, Employee);
export const CreateEmployee = contract(CreateEmployeeCall, CreateEmployeeBody, Employee);
export const UpdateEmployee = contract(UpdateEmployeeCall, UpdateEmployeeBody, Employee);
export const RemoveEmployees = contract(
  RemoveEmployeesCall,
  RemoveEmployeesBody,
  RemoveEmployeesAnswer,
);
export const GroupSearch = contract(GroupSearchCall, GroupSearchBody, GroupSearchAnswer);
export const GroupDetails = contract(GroupDetailsCall, GroupDetailsBody, Group);
export const CreateGroup = contract(CreateGroupCall, CreateGroupBody, Group);
export const UpdateGroup = contract(UpdateGroupCall, UpdateGroupBody, Group);
export const RemoveGroups = contract(RemoveGroupsCall, RemoveGroupsBody, RemoveGroupsAnswer);
export const CompanyCardSearch = contract(
  CompanyCardSearchCall,
  CompanyCardSearchBody,
  CompanyCardSearchAnswer,
);
export const BulkReloadSearch = contract(
  BulkReloadSearchCall,
  BulkReloadSearchBody,
  BulkReloadSearchAnswer,
);
export const AddRechargeCards = contract(
  AddRechargeCardsCall,
  AddRechargeCardsBody,
  AddRechargeCardsAnswer,
);
export const DigestRead = contract(DigestReadCall, DigestReadBody, DigestSettings);
export const DigestUpdate = contract(DigestUpdateCall, DigestUpdateBody, DigestSettings);
