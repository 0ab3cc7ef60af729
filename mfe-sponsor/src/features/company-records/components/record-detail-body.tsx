// The body of a create/update page: the empty form for a new record, the loaded record's form,
// 'could not be found' with a way back, 'could not be loaded' with Try again, or loading.
import type { ReactNode } from 'react';
import { useNavigate } from '@qcard/runtime/navigation/router';
import type { LoadStatus } from '@qcard/kit/store/loadable';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { Spinner } from '@qcard/kit/ui/spinner';

export interface RecordDetailBodyProps<T> {
  /** null: a new record. */
  id: number | null;
  record: T | undefined;
  status: LoadStatus;
  /** Where Back goes. */
  from: string;
  /** What the page says, in the page's language, when the record is not (yet) there. */
  texts: {
    notFound: string;
    loadFailed: string;
    backToList: string;
    loading: string;
    removed: string;
  };
  /** Asks for the record again (Try again after a load that failed). */
  onRetry: () => void;
  /** The form, for the loaded record or (null) a new one. */
  renderForm: (record: T | null) => ReactNode;
}

export function RecordDetailBody<T>({
  id,
  record,
  status,
  from,
  texts,
  onRetry,
  renderForm,
}: RecordDetailBodyProps<T>) {
  const navigate = useNavigate();
  if (id === null) return <>{renderForm(null)}</>;
  if (record && status !== 'loading') return <>{renderForm(record)}</>;
  if (status === 'error') {
    return (
      <RecordLoadFailed
        title={texts.loadFailed}
        onRetry={onRetry}
        wayOut={
          <button
            type="button"
            className="qc-btn qc-btn--secondary"
            onClick={() => void navigate(from)}
          >
            {texts.backToList}
          </button>
        }
      />
    );
  }
  if (status === 'missing') {
    return (
      <EmptyState
        title={texts.notFound}
        action={
          <button type="button" className="qc-btn" onClick={() => void navigate(from)}>
            {texts.backToList}
          </button>
        }
      >
        {texts.removed}
      </EmptyState>
    );
  }
  return <Spinner block label={texts.loading} />;
}
