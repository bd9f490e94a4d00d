import { useEffect, useRef, type ReactNode } from 'react';
import { setPageTitle } from './document-title.ts';

interface PageProps {
  title: string;
  /** Buttons shown on the right of the heading. */
  actions?: ReactNode;
  /** Narrow pages (forms) are centred and at most this wide. */
  narrow?: boolean;
  children?: ReactNode;
  /**
   * Said politely to screen readers after the page's heading takes focus, e.g. 'Quote saved.' when
   * a save brought the user here; a new `announceKey` says it again.
   */
  announce?: string;
  announceKey?: string;
}

/** A screen: its heading (also the tab's title, after which comes the shop's name) and content with the app's spacing. */
export function Page({ title, actions, narrow, children, announce, announceKey }: PageProps) {
  useEffect(() => {
    setPageTitle(title);
  }, [title]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce, announceKey]);
  return (
    <div className={narrow ? 'page page-narrow mx-auto' : 'page'}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announce}
      </div>
      {children}
    </div>
  );
}
