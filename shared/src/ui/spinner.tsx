import '../styles/ui.css';

/** Loading indicator with an accessible name; `block` centres it in its area. */
export function Spinner({ label = 'Loading', block }: { label?: string; block?: boolean }) {
  return (
    <div className={block ? 'qc-spinner-block' : 'qc-spinner-inline'} role="status">
      <span className="qc-spinner" aria-hidden="true" />
      <span className="qc-visually-hidden">{label}</span>
    </div>
  );
}
