// Entry of the simulated users' thread: TypeScript through tsx (workers do not inherit its loader).
import { register } from 'tsx/esm/api';

register();
await import('./simulated-users-thread.ts');
