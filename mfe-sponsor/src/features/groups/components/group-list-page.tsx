// /group_mgmt: every group of the company with a global search, CREATE NEW GROUP and REMOVE
// SELECTED GROUP (confirmation first; removed and kept groups are reported separately).
import { useEffect, useMemo } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { LoadFailed } from '@qcard/shared/ui/load-failed';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { RemoveSelectedBar, useRemovalSelection } from '../../company-records/public';
import type { Group } from '../../groups/api/groups-api';
import { groupsActions, selectGroups, selectGroupsRemoving, selectGroupsStatus } from '../store/groups-slice';
import '../../../app/sponsor.css';

const FROM = encodeURIComponent('/group_mgmt');

export function GroupListPage() {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const status = useAppSelector(selectGroupsStatus);
  const removing = useAppSelector(selectGroupsRemoving);
  const selection = useRemovalSelection((ids) => dispatch(groupsActions.removeRequested(ids)));
  const { setSelected } = selection;

  useEffect(() => {
    dispatch(groupsActions.listRequested());
  }, [dispatch]);
  useEffect(() => {
    // Keep only selections that still exist after a reload.
    setSelected((ids) => ids.filter((id) => groups.some((g) => String(g.id) === id)));
  }, [groups, setSelected]);

  const columns = useMemo<DataColumn<Group>[]>(
    () => [
      {
        id: 'groupname',
        header: 'Group Name',
        cell: (g) => (
          <Link className="sp-link" to={`/group-detail?id=${g.id}&from=${FROM}`}>
            {g.groupname}
          </Link>
        ),
      },
      { id: 'groupdetails', header: 'Group Details' },
      { id: 'employeeCount', header: 'Employees', align: 'end' },
    ],
    [],
  );

  return (
    <section className="qc-card sp-page">
      <PageHeader
        title="Group Management"
        description="Groups organise your employees. A group that still has employees can not be removed."
        actions={
          <Link className="qc-btn" to={`/group-detail?from=${FROM}`}>
            CREATE NEW GROUP
          </Link>
        }
      />
      {status === 'error' ? <LoadFailed what="The groups" onRetry={() => dispatch(groupsActions.listRequested())} /> : null}
      <DataTable<Group>
        caption="Groups"
        columns={columns}
        rows={groups}
        getRowId={(g) => String(g.id)}
        rowLabel={(g) => g.groupname}
        globalSearch
        searchLabel="Search groups"
        {...selection.table}
        loading={status === 'loading' && groups.length === 0}
        emptyText={status === 'error' ? 'No groups to show.' : 'No groups yet. Use CREATE NEW GROUP to add one.'}
      />
      <RemoveSelectedBar label="REMOVE SELECTED GROUP" noun="groups" selection={selection} removing={removing} reasonId="group-remove-reason" />
    </section>
  );
}

