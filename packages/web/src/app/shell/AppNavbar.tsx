import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
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

/**
 * The navigation bar: entries by role and verified status (spec part 1 §2, part 2 §2). While the
 * session is being checked (`checking`) the account corner stays empty rather than flash Sign In.
 */
export function AppNavbar({ user, checking = false }: { user: SessionUser | null; checking?: boolean }) {
  const nav = visibleNav(user);
  const link = (to: string, label: string) => (
    <Nav.Link as={NavLink} to={to} eventKey={to} end>
      {label}
    </Nav.Link>
  );
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
        <Navbar.Brand as={Link} to="/" className="fw-semibold">
          SignShop
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto" data-testid="nav-main">
            {nav.jobs && link(screens.jobs.path, 'Jobs')}
            {nav.newQuote && link(screens.newQuote.path, 'New Quote')}
            {nav.customerReportLink && link(screens.customerReport.path, 'Report')}
            {menusFor(nav).map((menu) => (
              <Menu key={menu.id} {...menu} />
            ))}
          </Nav>
          <Nav data-testid="nav-account">
            {user ? <AccountMenu user={user} /> : !checking && link(screens.login.path, 'Sign In')}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
