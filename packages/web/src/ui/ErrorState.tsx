import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** A section that failed to load: what happened and a way to try again. */
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
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div>
        <Alert.Heading as="h2" className="h6 mb-1">
          {title}
        </Alert.Heading>
        <div>{message}</div>
      </div>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
