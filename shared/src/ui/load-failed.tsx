// A list that could not be loaded says so where the list would be, with a way to try again
// (the alert above tells why; SPEC 8 clears the table).
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="qc-inline-error" role="alert">
      {what} could not be loaded.{' '}
      <button type="button" className="qc-btn qc-btn--link" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
