/**
 * The server paints some screens' first view from the app page itself (the domain's firstViewHtml,
 * marked data-first-view) and hides #root meanwhile. This swaps the two: it removes that view and
 * shows #root, which then holds the screen's own view (or index.html's frame). Done once; nothing to
 * do on other pages. No React here: the app's tiny entry (main.tsx) calls it too.
 */
export function replaceFirstView() {
  const view = document.querySelector('[data-first-view]');
  if (!view) return;
  view.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}
