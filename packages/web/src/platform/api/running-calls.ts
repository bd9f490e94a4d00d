import { useSyncExternalStore } from 'react';

/** How many API calls are in flight; the loader overlay shows while it is above zero. */
let running = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function callStarted() {
  running += 1;
  notify();
}

export function callEnded() {
  running = Math.max(0, running - 1);
  notify();
}

export function runningCalls() {
  return running;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live count of running calls, for components. */
export function useRunningCalls() {
  return useSyncExternalStore(subscribe, runningCalls, runningCalls);
}
