// /group_mgmt: every group of the company with a global search, CREATE NEW GROUP and REMOVE
// SELECTED GROUP (confirmation first; removed and kept groups are reported separately).
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { ConfirmDialog } from '@qcard/shared/ui/dialog';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SponsorOnly } from '../../../app/sponsor-only';
import type { Group } from '../../groups/api/groups-api';
import { groupsActions, selectGroups, selectGroupsRemoving, selectGroupsStatus } from '../store/groups-slice';
import '../../../app/sponsor.css';

const FROM = encodeURIComponent('/group_mgmt');

function GroupList() {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const status = useAppSelector(selectGroupsStatus);
  const removing = useAppSelector(selectGroupsRemoving);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    dispatch(groupsActions.listRequested());
  }, [dispatch]);
  useEffect(() => {
    // Keep only selections that still exist after a reload.
    setSelected((ids) => ids.filter((id) => groups.some((g) => String(g.id) === id)));
  }, [groups]);

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

  const reason = removing ? 'Removing…' : selected.length === 0 ? 'Select one or more groups to remove them.' : `${selected.length} selected.`;
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
      {status === 'error' ? (
        <p className="qc-inline-error" role="alert">
          The groups could not be loaded.{' '}
          <button type="button" className="qc-btn qc-btn--link" onClick={() => dispatch(groupsActions.listRequested())}>
            Try again
          </button>
        </p>
      ) : null}
      <DataTable<Group>
        caption="Groups"
        columns={columns}
        rows={groups}
        getRowId={(g) => String(g.id)}
        rowLabel={(g) => g.groupname}
        globalSearch
        searchLabel="Search groups"
        selectable
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={status === 'loading' && groups.length === 0}
        emptyText={status === 'error' ? 'No groups to show.' : 'No groups yet. Use CREATE NEW GROUP to add one.'}
      />
      <div className="sp-toolbar">
        <button type="button" className="qc-btn qc-btn--danger" disabled={selected.length === 0 || removing} aria-describedby="group-remove-reason" onClick={() => setConfirming(true)}>
          REMOVE SELECTED GROUP
        </button>
        <p id="group-remove-reason" className="qc-muted sp-toolbar__reason" aria-live="polite">
          {reason}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          dispatch(groupsActions.removeRequested(selected.map(Number)));
          setSelected([]);
        }}
      />
    </section>
  );
}

export function GroupListPage() {
  return (
    <SponsorOnly title="Group Management">
      <GroupList />
    </SponsorOnly>
  );
}
