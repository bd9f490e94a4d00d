/** A section that failed to load: what happened and a way to try again (plain markup: it is part of the shell). */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
    >
      <div>
        <h2 className="alert-heading h6 mb-1">{title}</h2>
        <div>{message}</div>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
