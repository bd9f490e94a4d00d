import { useEffect, type ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Buttons shown on the right of the heading. */
  actions?: ReactNode;
  /** Narrow pages (forms) are centred and at most this wide. */
  narrow?: boolean;
  children?: ReactNode;
}

/** A screen: its heading (also the document title) and content with the app's spacing. */
export function Page({ title, actions, narrow, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · SignShop`;
  }, [title]);
  return (
    <div className={narrow ? 'page page-narrow mx-auto' : 'page'}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
