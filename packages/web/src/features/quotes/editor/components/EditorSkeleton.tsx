import { Page } from '../../../../ui/Page.tsx';
import { Skeleton } from '../../../../ui/Skeleton.tsx';
import { JobBreadcrumb } from '../../../job/JobBreadcrumb.tsx';

/**
 * The editor while the quote and processes load: the breadcrumb and heading where the editor puts
 * them, then blocks of the header, sign table, totals and contact sections' height
 * (quote-editor.css), so the editor takes their place without moving anything. The heading is a new
 * element once the quote's name is in it: a browser takes it as the page's largest paint then, when
 * the data is here, rather than when the form (same heading, same size) replaces the skeleton.
 */
export function EditorSkeleton({ quoteId, title }: { quoteId: number | null; title: string }) {
  return (
    <>
      {quoteId !== null && <JobBreadcrumb quoteId={quoteId} current="quote" />}
      <Page key={title} title={title}>
        <Skeleton
          label={quoteId === null ? 'Getting the editor ready…' : 'Loading the quote…'}
          blocks={[
            'editor-skeleton-header',
            'editor-skeleton-signs',
            'editor-skeleton-totals',
            'editor-skeleton-contacts',
          ]}
        />
      </Page>
    </>
  );
}
