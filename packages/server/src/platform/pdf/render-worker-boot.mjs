// Entry of a PDF render thread: TypeScript through tsx (already active when the server runs
// under `node --import tsx`; registering it here also covers test runners and plain tsx).
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
