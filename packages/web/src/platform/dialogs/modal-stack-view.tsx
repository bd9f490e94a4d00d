import Modal from 'react-bootstrap/Modal';
import { closeModal, type StackedModal } from './modal-store.ts';
import { useTabTrap } from './tab-trap.ts';

const topDialog = () => [...document.querySelectorAll<HTMLElement>('.modal.modal-stack')].at(-1) ?? null;

/** Renders the stack; each level sits above the one below it, backdrop included. */
export function ModalStackView({ modals }: { modals: StackedModal[] }) {
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
