export interface FormStatusProps {
  status: { kind: 'success' | 'error'; text: string } | null;
  className?: string;
}

/**
 * The outcome of a form, announced: a polite live region for success, an alert for a failure. The
 * live region is always in the page, so screen readers hear a message that appears later.
 */
export function FormStatus({ status, className = '' }: FormStatusProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status?.kind === 'success' && <div className={`alert alert-success mb-0 ${className}`}>{status.text}</div>}
      </div>
      {status?.kind === 'error' && (
        <div role="alert" className={`alert alert-danger mb-0 ${className}`}>
          {status.text}
        </div>
      )}
    </>
  );
}
