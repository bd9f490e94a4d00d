import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstViewReplaced } from './use-first-view-replaced.ts';

function Screen({ shown }: { shown: boolean }) {
  useFirstViewReplaced(shown);
  return <p>the screen</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFirstViewReplaced', () => {
  it("keeps the server's first view (and #root hidden) until the screen shows its own, then swaps them", () => {
    document.body.innerHTML =
      '<div id="root" hidden></div><div data-first-view><h1>Daily Schedule</h1></div>';
    const root = document.getElementById('root')!;
    const view = render(<Screen shown={false} />, { container: root });
    expect(document.querySelector('[data-first-view]')).not.toBeNull();
    expect(root.hidden).toBe(true);
    view.rerender(<Screen shown />);
    expect(document.querySelector('[data-first-view]')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page served without a first view', () => {
    document.body.innerHTML = '<div id="root"></div>';
    render(<Screen shown />, { container: document.getElementById('root')! });
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
