// /group_mgmt: every group of the company with a global search, CREATE NEW GROUP and REMOVE
// SELECTED GROUP (confirmation first; removed and kept groups are reported separately).
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { focusLost } from '@qcard/kit/ui/focus-return';
import { LoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { RemoveSelectedBar, useRemovalSelection } from '../../company-records/public';
import type { Group } from '../../groups/api/groups-api';
import {
  groupsActions,
  selectGroups,
  selectGroupsRemoving,
  selectGroupsStatus,
} from '../store/groups-slice';
import '../../../app/sponsor.css';
import { groupsSaga } from '../store/groups-saga';

const FROM = encodeURIComponent('/group_mgmt');

export function GroupListPage() {
  const { t } = useTranslation('sponsor');
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

  // The list has answered once (rows, none, or an error); a reload after a removal keeps the rows.
  const listed = groups.length > 0 || status === 'loaded' || status === 'error';
  // A company without groups (every new one starts so) is told how to begin: no table, search box
  // or REMOVE button with nothing to act on.
  const noGroups = status === 'loaded' && groups.length === 0 && !removing;
  const createRef = useRef<HTMLAnchorElement>(null);
  const hadGroups = useRef(false);
  if (groups.length > 0) hadGroups.current = true;
  useEffect(() => {
    // Removing the last groups took the REMOVE bar, where focus was, with the table.
    if (noGroups && hadGroups.current && focusLost()) createRef.current?.focus();
  }, [noGroups]);

  const columns = useMemo<DataColumn<Group>[]>(
    () => [
      {
        id: 'groupname',
        header: t('field.groupName'),
        cell: (g) => (
          <Link className="sp-link" to={`/group-detail?id=${g.id}&from=${FROM}`}>
            {g.groupname}
          </Link>
        ),
      },
      { id: 'groupdetails', header: t('field.groupDetails') },
      { id: 'employeeCount', header: t('groups.employees'), align: 'end' },
    ],
    [t],
  );

  return (
    <section className="qc-card sp-page">
      <PageHeader
        title={t('page.groups')}
        description={t('groups.description')}
        actions={
          <Link ref={createRef} className="qc-btn" to={`/group-detail?from=${FROM}`}>
            {t('groups.createNew')}
          </Link>
        }
      />
      {status === 'error' ? (
        <LoadFailed
          what={t('groups.what')}
          onRetry={() => dispatch(groupsActions.listRequested())}
        />
      ) : null}
      {noGroups ? (
        <EmptyState title={t('groups.none')}>{t('groups.startHint')}</EmptyState>
      ) : (
        <>
          <DataTable<Group>
            caption={t('groups.caption')}
            columns={columns}
            rows={groups}
            getRowId={(g) => String(g.id)}
            rowLabel={(g) => g.groupname}
            globalSearch
            searchLabel={t('groups.search')}
            {...selection.table}
            // Until the first list is here (asked for when the page shows), the table is loading, not empty.
            loading={!listed}
            emptyText={t('groups.noneToShow')}
          />
          {/* Under the table, it comes with the first rows rather than being pushed down by them (layout shift). */}
          {listed ? (
            <RemoveSelectedBar
              label={t('groups.removeSelected')}
              selectHint={t('groups.selectToRemove')}
              selection={selection}
              removing={removing}
              reasonId="group-remove-reason"
            />
          ) : null}
        </>
      )}
    </section>
  );
}

export default GroupListPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [groupsSaga];
