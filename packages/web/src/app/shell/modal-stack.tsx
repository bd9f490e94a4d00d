import { useSyncExternalStore, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTabTrap } from './tab-trap.ts';

/** What a stacked modal renders; `close` removes it from the stack. */
export type ModalContent = (close: () => void) => ReactNode;

interface StackedModal {
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

const getStack = () => stack;
const topDialog = () => [...document.querySelectorAll<HTMLElement>('.modal.modal-stack')].at(-1) ?? null;

/** Renders the stack; each level sits above the one below it, backdrop included. */
export function ModalStack() {
  const modals = useSyncExternalStore(subscribe, getStack, getStack);
  useTabTrap(modals.length > 0, topDialog);
  return modals.map((modal, level) => {
    const close = () => closeModal(modal.id);
    const dismiss = () => {
      close();
      modal.onDismiss?.();
    };
    return (
      <Modal
        key={modal.id}
        show
        onHide={dismiss}
        centered
        className="modal-stack"
        style={{ zIndex: 1055 + level * 20 }}
        backdropClassName={`modal-stack-backdrop-${Math.min(level, 4)}`}
        aria-labelledby={`modal-title-${modal.id}`}
      >
        <Modal.Header closeButton>
          <Modal.Title id={`modal-title-${modal.id}`} as="h2" className="h5">
            {modal.title}
          </Modal.Title>
        </Modal.Header>
        {modal.content(close)}
      </Modal>
    );
  });
}
