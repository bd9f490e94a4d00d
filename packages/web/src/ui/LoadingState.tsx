/** Inline loading placeholder for a page section. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary py-5 justify-content-center">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
