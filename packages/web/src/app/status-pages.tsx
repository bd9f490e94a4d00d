import { Link } from 'react-router';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';

/** A page that is only a message and a way home. */
function StatusPage({ title, icon, text }: { title: string; icon: string; text: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={icon} action={<HomeButton />}>
        {text}
      </EmptyState>
    </Page>
  );
}

export const ForbiddenPage = () => (
  <StatusPage title="No access" icon="!" text="You do not have access to this page" />
);

export const NotFoundPage = () => (
  <StatusPage title="Not found" icon="?" text="There is no page at this address." />
);

/** Shown when a screen throws while rendering. */
export function ScreenErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return <StatusPage title="Something went wrong" icon="!" text={message} />;
}

function HomeButton() {
  return (
    <Link to="/" className="btn btn-primary">
      Go to the home page
    </Link>
  );
}
