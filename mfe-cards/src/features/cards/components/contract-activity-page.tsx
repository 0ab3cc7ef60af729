// Contract activity (/contract-detail?contractId=7): card information and the activity grid.
import { useEffect, useMemo } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { formatDateTime } from '@qcard/shared/format/dates';
import { formatMoney } from '@qcard/shared/format/money';
import { DataTable, type DataColumn } from '@qcard/shared/table/data-table';
import { DefinitionList } from '@qcard/shared/ui/definition-list';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ActivityView } from '../../cards/api/cards-api';
import { cardsActions, selectContractDetails, selectContractStatus } from '../store/cards-slice';
import { BackButton } from '@qcard/shared/ui/back-button';
import './cards.css';

const signedMoney = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

const COLUMNS: ReadonlyArray<DataColumn<ActivityView>> = [
  { id: 'date', header: 'DATE', accessor: (r) => r.date, cell: (r) => formatDateTime(r.date) },
  { id: 'description', header: 'ACTIVITY DESCRIPTION', accessor: (r) => r.description ?? r.activityType, filterable: true },
  { id: 'billed', header: 'BILLED', align: 'end', accessor: (r) => r.billed ?? null, cell: (r) => (r.billed === null || r.billed === undefined ? '' : formatMoney(r.billed)) },
  { id: 'unitsBefore', header: 'BEFORE($)', align: 'end', cell: (r) => formatMoney(r.unitsBefore) },
  { id: 'units', header: 'CHANGE ON CARD', align: 'end', cell: (r) => signedMoney(r.units) },
  { id: 'unitsAfter', header: 'BALANCE($)', align: 'end', cell: (r) => formatMoney(r.unitsAfter) },
];

export function ContractActivityPage() {
  const dispatch = useAppDispatch();
  const contractId = useQueryId('contractId');
  const contract = useAppSelector(selectContractDetails(contractId ?? 0));
  const status = useAppSelector(selectContractStatus(contractId ?? 0));

  useEffect(() => {
    if (contractId !== null) dispatch(cardsActions.contractRequested(contractId));
  }, [dispatch, contractId]);

  const rows = useMemo(() => contract?.contractActivities ?? [], [contract]);
  const back = <BackButton fallback={contract ? `/home/mycard-details?cardId=${contract.cardId}` : '/cards'} />;

  let body;
  if (contractId === null) body = <EmptyState title="No contract selected" action={<Link className="qc-btn" to="/cards">My Cards</Link>} />;
  else if (!contract && status === 'error') body = <EmptyState title="This contract could not be found" action={<Link className="qc-btn" to="/cards">My Cards</Link>} />;
  else if (!contract) body = <Spinner block label="Loading the contract" />;
  else {
    body = (
      <>
        <div className="qc-card">
          <h2 className="qc-section-title">Card information</h2>
          <DefinitionList
            columns={2}
            items={[
              { label: 'Serial number', value: contract.cardSerialNumber },
              { label: 'Contract family', value: contract.family },
              { label: 'Contract name', value: contract.contractName },
              { label: 'Contract type', value: contract.typeOfContract },
              { label: 'Created', value: formatDateTime(contract.emission) },
              { label: 'Last reload', value: formatDateTime(contract.lastReload) },
              { label: 'Balance', value: formatMoney(contract.unitsLeft) },
            ]}
          />
        </div>
        <div className="qc-card">
          <DataTable<ActivityView>
            caption={`Activity of ${contract.contractName} on Q Card ${contract.cardSerialNumber}`}
            showCaption
            columns={COLUMNS}
            rows={rows}
            getRowId={(r) => String(r.id ?? `${r.date}-${r.unitsBefore}`)}
            rowLabel={(r) => `${formatDateTime(r.date)} ${r.activityType}`}
            emptyText="No activity on this contract yet"
            loading={status === 'loading' && rows.length === 0}
          />
        </div>
      </>
    );
  }
  return (
    <section>
      <PageHeader title="CONTRACT ACTIVITY" actions={back} />
      {body}
    </section>
  );
}
