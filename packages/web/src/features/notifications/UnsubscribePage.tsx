import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router';
import { usePageBrand } from '../../platform/page-brand.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { useUnsubscribe } from './mutations.ts';
import { useUnsubscribeLink } from './queries.ts';

/**
 * /unsubscribe/{token}: the page a notification mail's "unsubscribe" link opens (no account
 * needed). It says which mails to which address it stops, and stops them when asked; a link the
 * shop did not make says so and nothing else.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  usePageBrand(link.data?.shop_name);
  if (link.isPending) return <LoadingState label="Opening the link…" />;
  if (link.isError)
    return (
      <Page title="Unsubscribe" narrow>
        <Alert variant="secondary">{link.error.message}</Alert>
      </Page>
    );
  const done = unsubscribe.data ?? (link.data.unsubscribed_at ? link.data : null);
  return (
    <Page title="Unsubscribe" narrow>
      {done ? (
        <Alert variant="success" role="status">
          {`${done.email} gets no more “${done.label}” mails.`}
        </Alert>
      ) : (
        <>
          <p>{`Stop the “${link.data.label}” mails to ${link.data.email}?`}</p>
          <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </>
      )}
    </Page>
  );
}
