import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useShopBrand } from '../../features/shop/queries.ts';
import { PageBrandProvider } from '../../platform/page-brand.tsx';
import { useSession } from '../../platform/session.tsx';
import { setShopName } from '../../ui/document-title.ts';
import { AppNavbar } from './AppNavbar.tsx';
import { Footer } from './Footer.tsx';

/**
 * The page frame: navigation bar, the current screen, footer. They (and the tab's title) name the shop: as the session's
 * shop reply says, else as a public page's reply says (usePageBrand).
 */
export function Shell() {
  const { user, isPending, unreachable, refetch } = useSession();
  const [pageBrand, setPageBrand] = useState<string | null>(null);
  const shopBrand = useShopBrand(user);
  const brand = shopBrand ?? (pageBrand ? { name: pageBrand, logoUrl: null } : undefined);
  useEffect(() => setShopName(brand?.name), [brand?.name]);
  return (
    <PageBrandProvider value={setPageBrand}>
      <div className="d-flex flex-column min-vh-100">
        <a
          href="#main"
          className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light"
        >
          Skip to content
        </a>
        <AppNavbar
          user={user}
          brand={brand}
          checking={isPending}
          unreachable={unreachable}
          onRetry={() => void refetch()}
        />
        <main id="main" className="app-main container-xl flex-grow-1 py-4">
          <Outlet />
        </main>
        <Footer shopName={brand?.name} />
      </div>
    </PageBrandProvider>
  );
}
