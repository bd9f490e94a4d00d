import type { ReactNode } from 'react';

/** What a stacked modal renders; `close` removes it from the stack. */
export type ModalContent = (close: () => void) => ReactNode;

export interface StackedModal {
  id: number;
  title: string;
  content: ModalContent;
  onDismiss?: () => void;
}

let stack: StackedModal[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setStack(next: StackedModal[]) {
  stack = next;
  for (const listener of listeners) listener();
}

/** Remove one modal from the stack. */
export function closeModal(id: number) {
  setStack(stack.filter((modal) => modal.id !== id));
}

/** Put a modal on top of the stack; returns its id. */
export function pushModal(title: string, content: ModalContent, onDismiss?: () => void) {
  const id = nextId++;
  setStack([...stack, { id, title, content, onDismiss }]);
  return id;
}

/** Close every open modal (tests, and navigation away from a page that opened them). */
export function closeAllModals() {
  setStack([]);
}

/** Tells the listeners again, e.g. once the view that draws the stack has loaded. */
export function redrawModals() {
  setStack([...stack]);
}

export function subscribeToModals(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getModals = () => stack;
