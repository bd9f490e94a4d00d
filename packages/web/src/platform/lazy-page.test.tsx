import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const chunkThere = () => Promise.resolve({ Hello: () => <h1>Hello</h1> });

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function show(Page: ComponentType) {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once when a chunk is gone after a deploy, shows the error if it is still gone, and reloads again after a success', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const first = show(lazyPage(chunkGone, 'Hello'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading…')).toBeTruthy();
    first.unmount();

    show(lazyPage(chunkGone, 'Hello'));
    expect(await screen.findByText('Failed: Failed to fetch dynamically imported module')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);

    show(lazyPage(chunkThere, 'Hello'));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    show(lazyPage(chunkGone, 'Hello'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('starts loading on preload, before any render, and a failed preload waits for the render to report it', async () => {
    const load = vi.fn(chunkThere);
    const Page = lazyPage(load, 'Hello');
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    show(Page);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();

    const gone = vi.fn(chunkGone);
    lazyPage(gone, 'Hello').preload();
    await Promise.resolve();
    expect(gone).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('signshop:reloaded-for-missing-chunk')).toBeNull();
  });

  it('renders a page whose module is already here in the same render, without its fallback', async () => {
    const Page = lazyPage(chunkThere, 'Hello');
    await Page.preload();
    show(Page);
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
