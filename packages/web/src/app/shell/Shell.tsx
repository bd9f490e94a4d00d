import { Outlet } from 'react-router';
import { useShopBrand } from '../../features/shop/queries.ts';
import { useSession } from '../../platform/session.tsx';
import { AppNavbar } from './AppNavbar.tsx';
import { Footer } from './Footer.tsx';

/** The page frame: navigation bar, the current screen, footer. */
export function Shell() {
  const { user, isPending, unreachable, refetch } = useSession();
  const brand = useShopBrand(user);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
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
      <Footer />
    </div>
  );
}
