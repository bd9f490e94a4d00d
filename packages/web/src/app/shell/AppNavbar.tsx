import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import { visibleNav, type SessionUser } from '@signshop/domain';
import { screens } from '../screens.ts';
import { LOGOUT_URL, accountMenu, menusFor, type MenuSpec, type NavEntry } from './nav-menus.ts';

function MenuItems({ entries }: { entries: NavEntry[] }) {
  return entries.map((item) => (
    <NavDropdown.Item key={item.to} as={Link} to={item.to} eventKey={item.to}>
      {item.label}
    </NavDropdown.Item>
  ));
}

/** A navbar dropdown; menus render on mount so every entry is in the page for tests and crawlers. */
function Menu({ title, id, sections }: MenuSpec) {
  return (
    <NavDropdown title={title} id={id} renderMenuOnMount>
      {sections.map((section, index) => (
        <Fragment key={section.header ?? index}>
          {index > 0 && <NavDropdown.Divider />}
          {section.header && <NavDropdown.Header>{section.header}</NavDropdown.Header>}
          <MenuItems entries={section.entries} />
        </Fragment>
      ))}
    </NavDropdown>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const title = (
    <>
      <span className="text-truncate d-inline-block align-bottom" style={{ maxWidth: '16rem' }}>
        {user.email}
      </span>
      {user.verified && (
        <Badge bg="success" pill className="ms-2">
          Verified
        </Badge>
      )}
    </>
  );
  return (
    <NavDropdown title={title} id="account-menu" align="end" renderMenuOnMount>
      <MenuItems entries={accountMenu} />
      <NavDropdown.Divider />
      <NavDropdown.Item href={LOGOUT_URL}>Logout</NavDropdown.Item>
    </NavDropdown>
  );
}

const navLink = (to: string, label: string) => (
  <Nav.Link as={NavLink} to={to} eventKey={to} end>
    {label}
  </Nav.Link>
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
        <Button size="sm" variant="outline-light" onClick={onRetry}>
          Retry
        </Button>
      </span>
    );
  return navLink(screens.login.path, 'Sign In');
}

/** The navigation bar: the shop's brand, entries by role and verified status (spec part 1 §2, part 2 §2). */
function Brand({ brand }: { brand?: ShopBrand }) {
  return (
    <Navbar.Brand as={Link} to="/" className="fw-semibold d-flex align-items-center gap-2 text-truncate">
      {brand?.logoUrl && (
        <img
          src={brand.logoUrl}
          alt=""
          height={32}
          className="rounded-1 flex-shrink-0"
          style={{ maxWidth: 96, objectFit: 'contain' }}
        />
      )}
      <span className="text-truncate" style={{ maxWidth: '14rem' }}>
        {brand?.name ?? 'SignShop'}
      </span>
    </Navbar.Brand>
  );
}

export function AppNavbar({ user, brand, checking = false, unreachable = false, onRetry }: AppNavbarProps) {
  const nav = visibleNav(user);
  return (
    <Navbar
      aria-label="Main"
      expand="lg"
      bg="dark"
      variant="dark"
      data-bs-theme="dark"
      collapseOnSelect
      sticky="top"
      className="shadow-sm"
    >
      <Container fluid="xl">
        <Brand brand={brand} />
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto" data-testid="nav-main">
            {nav.jobs && navLink(screens.jobs.path, 'Jobs')}
            {nav.newQuote && navLink(screens.newQuote.path, 'New Quote')}
            {nav.customerReportLink && navLink(screens.customerReport.path, 'Report')}
            {menusFor(nav).map((menu) => (
              <Menu key={menu.id} {...menu} />
            ))}
          </Nav>
          <Nav data-testid="nav-account">
            <AccountCorner user={user} checking={checking} unreachable={unreachable} onRetry={onRetry} />
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
