import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface NavMenuProps {
  title: ReactNode;
  id?: string;
  /** 'end' lines the menu up with the toggle's right edge (the account menu at the navbar's end). */
  align?: 'start' | 'end';
  children: ReactNode;
}

/** Moves focus among the menu's items with the arrow keys, Home and End. */
function moveFocus(menu: HTMLElement, key: string) {
  const items = [...menu.querySelectorAll<HTMLElement>('.dropdown-item')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[key];
  if (next === undefined || items.length === 0) return false;
  items[(next + items.length) % items.length]?.focus();
  return true;
}

/**
 * A navbar dropdown positioned by Bootstrap's CSS alone (no popper: the shell stays light, so the first
 * page loads sooner).
 * The menu is always in the page, hidden until opened, so every entry is there for tests and crawlers.
 * Escape closes it and gives focus back to the toggle; a click outside or on an entry closes it.
 */
export function NavMenu({ title, id, align = 'start', children }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const generatedId = useId();
  const toggleId = id ?? generatedId;
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    setOpen(true);
    const menu = box.current?.querySelector<HTMLElement>('.dropdown-menu');
    if (menu && moveFocus(menu, event.key)) event.preventDefault();
  };

  const onChoose = (target: EventTarget) => {
    if (!(target instanceof Element) || !target.closest('.dropdown-item')) return;
    setOpen(false);
  };

  return (
    <div
      ref={box}
      className="nav-item dropdown"
      onKeyDown={onKeyDown}
      onClick={(event) => onChoose(event.target)}
      onBlur={(event) => {
        if (event.relatedTarget && !box.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        id={toggleId}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {title}
      </button>
      <div
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        aria-labelledby={toggleId}
      >
        {children}
      </div>
    </div>
  );
}

export const MenuDivider = () => <hr className="dropdown-divider" />;
export const MenuHeader = ({ children }: { children: ReactNode }) => (
  <div className="dropdown-header" role="heading">
    {children}
  </div>
);
