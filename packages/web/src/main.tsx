import { replaceFirstView } from './platform/first-view.ts';

// The first paint is index.html's frame: the app's code (downloaded meanwhile, the build preloads it)
// runs only after the browser has painted it (the second animation frame comes after the first
// one's paint), so a slow phone shows the page at once rather than after parsing and running ~145 kB
// of JavaScript. A tab opened in the background runs no animation frames and starts at once.
let started = false;
function start() {
  if (started) return;
  started = true;
  import('./app/start.tsx').catch(() => {
    replaceFirstView();
    const frameText = document.querySelector('#root p');
    if (frameText)
      frameText.textContent = 'SignShop could not load: check the connection and reload the page.';
  });
}
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => requestAnimationFrame(start));
