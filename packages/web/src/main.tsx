import './app/zod-jitless.ts';
import './app/theme/bootstrap.scss';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readFirstPageEarly } from './app/router/first-reads.ts';

readFirstPageEarly(window.location);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first render is a transition: React renders it in slices between which the browser can
// handle input, instead of one long task over the whole shell and first page.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
