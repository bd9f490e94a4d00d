import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

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

/**
 * Put a modal on top of the stack (spec: modals form a stack, 600 px wide). `onDismiss` runs when
 * the user closes it with Escape, the backdrop or the × button. Returns the modal's id.
 */
export function openModal(title: string, content: ModalContent, onDismiss?: () => void) {
  const id = nextId++;
  void loadModalView();
  setStack([...stack, { id, title, content, onDismiss }]);
  return id;
}

/** Close every open modal (tests, and navigation away from a page that opened them). */
export function closeAllModals() {
  setStack([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type View = ComponentType<{ modals: StackedModal[] }>;
let View: View | null = null;
let viewLoading: Promise<void> | null = null;

/**
 * The dialog library (react-bootstrap's Modal) loads with the first dialog, or when the browser is
 * idle after the first page, not with the shell (#26). Tests load it once before they start.
 */
export function loadModalView(): Promise<void> {
  viewLoading ??= import('./modal-stack-view.tsx').then((module) => {
    View = module.ModalStackView;
    setStack([...stack]);
  });
  return viewLoading;
}

const getStack = () => stack;

/** The stack of modals, drawn once the dialog library is in. */
export function ModalStack() {
  const modals = useSyncExternalStore(subscribe, getStack, getStack);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => setTimeout(load, 1_000));
    idle(() => void loadModalView());
  }, []);
  if (!View || modals.length === 0) return null;
  return <View modals={modals} />;
}
