import './zod-jitless.ts';
import './theme/bootstrap.scss';
import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readFirstPageEarly } from './router/first-reads.ts';
import { preloadScreenAt } from './router/routes.tsx';

readFirstPageEarly(window.location);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first render waits for the first page's code (index.html's frame shows meanwhile), so the shell
// and the page come in one render rather than a spinner that React keeps at least 300 ms. It is a
// transition: React renders it in slices between which the browser can handle input.
void preloadScreenAt(window.location.pathname).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
