// Contract activity (/contract-detail?contractId=7): card information and the activity grid.
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { TFunction } from 'i18next';
import { Link } from '@qcard/runtime/navigation/router';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { formatMoney } from '@qcard/kit/format/money';
import { DataTable, type DataColumn } from '@qcard/kit/table/data-table';
import { moneyColumn } from '@qcard/kit/table/money-column';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CsvExport } from '@qcard/kit/ui/csv-export';
import { Spinner } from '@qcard/kit/ui/spinner';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { exportActivity, type ActivityView } from '../../cards/api/cards-api';
import { cardsActions, selectContractDetails, selectContractStatus } from '../store/cards-slice';
import { BackButton } from '@qcard/kit/ui/back-button';
import './cards.css';
import { cardsSaga } from '../store/cards-saga';

const signedMoney = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

const activityColumns = (t: TFunction<'cards'>): ReadonlyArray<DataColumn<ActivityView>> => [
  {
    id: 'date',
    header: t('activity.col.date'),
    accessor: (r) => r.date,
    cell: (r) => formatDateTime(r.date),
  },
  {
    id: 'description',
    header: t('activity.col.description'),
    accessor: (r) => r.description ?? r.activityType,
    filterable: true,
  },
  {
    id: 'billed',
    header: t('activity.col.billed'),
    align: 'end',
    accessor: (r) => r.billed ?? null,
    cell: (r) => (r.billed === null || r.billed === undefined ? '' : formatMoney(r.billed)),
  },
  moneyColumn('unitsBefore', t('activity.col.before'), (r) => r.unitsBefore),
  {
    id: 'units',
    header: t('activity.col.change'),
    align: 'end',
    cell: (r) => signedMoney(r.units),
  },
  moneyColumn('unitsAfter', t('activity.col.balance'), (r) => r.unitsAfter),
];

export function ContractActivityPage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const contractId = useQueryId('contractId');
  const contract = useAppSelector(selectContractDetails(contractId ?? 0));
  const status = useAppSelector(selectContractStatus(contractId ?? 0));

  useEffect(() => {
    if (contractId !== null) dispatch(cardsActions.contractRequested(contractId));
  }, [dispatch, contractId]);

  const rows = useMemo(() => contract?.contractActivities ?? [], [contract]);
  const columns = useMemo(() => activityColumns(t), [t]);
  const back = (
    <BackButton fallback={contract ? `/home/mycard-details?cardId=${contract.cardId}` : '/cards'} />
  );

  let body;
  const myCards = (
    <Link className="qc-btn" to="/cards">
      {t('myCards.title')}
    </Link>
  );
  if (contractId === null) body = <EmptyState title={t('activity.noContract')} action={myCards} />;
  else if (!contract && status === 'missing')
    body = <EmptyState title={t('activity.notFound')} action={myCards} />;
  else if (!contract && status === 'error') {
    body = (
      <RecordLoadFailed
        title={t('activity.loadFailed')}
        onRetry={() => dispatch(cardsActions.contractRequested(contractId))}
        wayOut={
          <Link className="qc-btn qc-btn--secondary" to="/cards">
            {t('myCards.title')}
          </Link>
        }
      />
    );
  } else if (!contract) body = <Spinner block label={t('activity.loading')} />;
  else {
    body = (
      <div className="qc-stack">
        <div className="qc-card">
          <h2 className="qc-section-title">{t('activity.cardInformation')}</h2>
          <DefinitionList
            columns={2}
            items={[
              { label: t('field.serialNumber'), value: contract.cardSerialNumber },
              { label: t('field.contractFamily'), value: contract.family },
              { label: t('field.contractName'), value: contract.contractName },
              { label: t('field.contractType'), value: contract.typeOfContract },
              { label: t('field.created'), value: formatDateTime(contract.emission) },
              { label: t('field.lastReload'), value: formatDateTime(contract.lastReload) },
              { label: t('field.balance'), value: formatMoney(contract.unitsLeft) },
            ]}
          />
        </div>
        <div className="qc-card">
          <DataTable<ActivityView>
            caption={t('activity.caption', {
              contract: contract.contractName,
              serial: contract.cardSerialNumber,
            })}
            showCaption
            columns={columns}
            rows={rows}
            getRowId={(r) => String(r.id ?? `${r.date}-${r.unitsBefore}`)}
            rowLabel={(r) => `${formatDateTime(r.date)} ${r.activityType}`}
            emptyText={t('activity.empty')}
            loading={status === 'loading' && rows.length === 0}
          />
        </div>
        <div className="qc-card">
          <h2 className="qc-section-title">{t('activity.exportTitle')}</h2>
          <CsvExport
            dated
            shown={rows.map((r) => r.date)}
            label={t('activity.export')}
            target="/contract-detail"
            fetchFile={(range) => exportActivity(contract.id, range ?? { from: '', to: '' })}
          />
        </div>
      </div>
    );
  }
  return (
    <section>
      <PageHeader title={t('activity.title')} actions={back} />
      {body}
    </section>
  );
}

export default ContractActivityPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cardsSaga];
