import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import {
  getModals,
  pushModal,
  redrawModals,
  subscribeToModals,
  type ModalContent,
  type StackedModal,
} from './modal-store.ts';

export { closeAllModals } from './modal-store.ts';

/**
 * Put a modal on top of the stack (modals form a stack, 600 px wide). `onDismiss` runs when
 * the user closes it with Escape, the backdrop or the × button. Returns the modal's id.
 */
export function openModal(title: string, content: ModalContent, onDismiss?: () => void) {
  void loadModalView();
  return pushModal(title, content, onDismiss);
}

type View = ComponentType<{ modals: StackedModal[] }>;
let View: View | null = null;
let viewLoading: Promise<void> | null = null;

/**
 * The dialog library (react-bootstrap's Modal) loads with the first dialog, or when the browser is
 * idle after the first page, not with the shell: the first page does not wait for it. Tests load it
 * once before they start.
 */
export function loadModalView(): Promise<void> {
  viewLoading ??= import('./modal-stack-view.tsx').then((module) => {
    View = module.ModalStackView;
    redrawModals();
  });
  return viewLoading;
}

/** The stack of modals, drawn once the dialog library is in. */
export function ModalStack() {
  const modals = useSyncExternalStore(subscribeToModals, getModals, getModals);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((load: () => void) => setTimeout(load, 1_000));
    idle(() => void loadModalView());
  }, []);
  if (!View || modals.length === 0) return null;
  return <View modals={modals} />;
}
