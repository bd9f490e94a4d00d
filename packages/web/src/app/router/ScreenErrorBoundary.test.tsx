import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

function Broken(): never {
  throw new Error('The sign table could not be drawn.');
}

const at = (pathname: string, screenContent: ReactNode) => (
  <MemoryRouter>
    <ScreenErrorBoundary pathname={pathname}>{screenContent}</ScreenErrorBoundary>
  </MemoryRouter>
);

describe('a screen that throws while rendering', () => {
  it('shows what went wrong with a way home, and the next address starts afresh', () => {
    const view = render(at('/quote/7', <Broken />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByText('The sign table could not be drawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');

    view.rerender(at('/quote/7', <h1>Quote</h1>));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    view.rerender(at('/quotes', <h1>Quotes</h1>));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quotes');
  });
});
