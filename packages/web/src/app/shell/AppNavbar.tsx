import { Fragment, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { visibleNav, type SessionUser } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { MenuDivider, MenuHeader, NavMenu } from './NavMenu.tsx';
import { LOGOUT_URL, accountMenu, menusFor, openable, type MenuSpec, type NavEntry } from './nav-menus.ts';

function MenuItems({ entries }: { entries: NavEntry[] }) {
  return entries.map((item) => (
    <Link key={item.to} to={item.to} className="dropdown-item">
      {item.label}
    </Link>
  ));
}

/** A navbar dropdown of sections, each with an optional header. */
function Menu({ title, id, sections }: MenuSpec) {
  return (
    <NavMenu title={title} id={id}>
      {sections.map((section, index) => (
        <Fragment key={section.header ?? index}>
          {index > 0 && <MenuDivider />}
          {section.header && <MenuHeader>{section.header}</MenuHeader>}
          <MenuItems entries={section.entries} />
        </Fragment>
      ))}
    </NavMenu>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const title = (
    <>
      <span className="text-truncate d-inline-block align-bottom" style={{ maxWidth: '16rem' }}>
        {user.email}
      </span>
      {user.verified && <span className="badge rounded-pill bg-success ms-2">Verified</span>}
    </>
  );
  return (
    <NavMenu title={title} id="account-menu" align="end">
      <MenuItems entries={openable(user, accountMenu)} />
      <MenuDivider />
      <a className="dropdown-item" href={LOGOUT_URL}>
        Logout
      </a>
    </NavMenu>
  );
}

const navLink = (to: string, label: string) => (
  <NavLink to={to} className="nav-link" end>
    {label}
  </NavLink>
);

/** The shop's name and logo (GET /api/shop), shown once someone is signed in. */
export interface ShopBrand {
  name: string;
  logoUrl: string | null;
}

interface AppNavbarProps {
  user: SessionUser | null;
  /** The shop's own name and logo; SignShop until they are known. */
  brand?: ShopBrand;
  /** The session is being checked: the account corner stays empty rather than flash Sign In. */
  checking?: boolean;
  /** The session could not be checked (server unreachable): say so instead of Sign In. */
  unreachable?: boolean;
  onRetry?: () => void;
}

function AccountCorner({ user, checking, unreachable, onRetry }: AppNavbarProps) {
  if (user) return <AccountMenu user={user} />;
  if (checking) return null;
  if (unreachable)
    return (
      <span className="navbar-text d-flex align-items-center gap-2 text-warning">
        Cannot reach the server
        <button type="button" className="btn btn-sm btn-outline-light" onClick={onRetry}>
          Retry
        </button>
      </span>
    );
  return navLink(screens.login.path, 'Sign In');
}

/** The shop's brand: its logo and name (SignShop until they are known). */
function Brand({ brand }: { brand?: ShopBrand }) {
  return (
    <Link to="/" className="navbar-brand fw-semibold d-flex align-items-center gap-2 text-truncate">
      {brand?.logoUrl && (
        <img
          src={brand.logoUrl}
          alt=""
          height={32}
          className="rounded-1 flex-shrink-0"
          style={{ maxWidth: 96, objectFit: 'contain' }}
        />
      )}
      <span className="text-truncate" style={{ maxWidth: 'min(14rem, calc(100vw - 12rem))' }}>
        {brand?.name ?? 'SignShop'}
      </span>
    </Link>
  );
}

/**
 * The navigation bar: the shop's brand, entries by role and verified status. Plain Bootstrap
 * markup, so the shell loads no component library and the first page comes sooner; below 992 px the toggle
 * folds the entries away, and choosing one folds them up again.
 */
export function AppNavbar({ user, brand, checking = false, unreachable = false, onRetry }: AppNavbarProps) {
  const nav = visibleNav(user);
  const [expanded, setExpanded] = useState(false);
  return (
    <nav
      aria-label="Main"
      className="navbar navbar-expand-lg navbar-dark bg-dark sticky-top shadow-sm"
      data-bs-theme="dark"
    >
      <div className="container-xl">
        <Brand brand={brand} />
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label="Toggle navigation"
          onClick={() => setExpanded((shown) => !shown)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div
          id="main-nav"
          className={`navbar-collapse collapse${expanded ? ' show' : ''}`}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setExpanded(false);
          }}
        >
          <div className="navbar-nav me-auto" data-testid="nav-main">
            {nav.jobs && navLink(screens.jobs.path, 'Jobs')}
            {nav.newQuote && navLink(screens.newQuote.path, 'New Quote')}
            {nav.customerReportLink && navLink(screens.customerReport.path, 'Report')}
            {menusFor(user).map((menu) => (
              <Menu key={menu.id} {...menu} />
            ))}
          </div>
          <div className="navbar-nav" data-testid="nav-account">
            <AccountCorner user={user} checking={checking} unreachable={unreachable} onRetry={onRetry} />
          </div>
        </div>
      </div>
    </nav>
  );
}
