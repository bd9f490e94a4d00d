import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { openModal } from './modal-stack.tsx';

export type MessageButton = 'Yes' | 'No' | 'Ok' | 'Cancel';

export interface MessageOptions {
  title: string;
  message: string;
  /** Shown in this order; defaults to Ok alone. */
  buttons?: MessageButton[];
}

/** Closing with Escape or the backdrop answers the most cautious button offered. */
function dismissAnswer(buttons: MessageButton[]): MessageButton {
  return (['Cancel', 'No', 'Ok'] as const).find((b) => buttons.includes(b)) ?? buttons[0] ?? 'Ok';
}

/** The message dialog (spec part 2 §8): resolves with the button the user pressed. */
export function showMessage({ title, message, buttons = ['Ok'] }: MessageOptions): Promise<MessageButton> {
  return new Promise((resolve) => {
    openModal(
      title,
      (close) => (
        <>
          <Modal.Body className="text-break" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Modal.Body>
          <Modal.Footer>
            {buttons.map((button, index) => (
              <Button
                key={button}
                variant={index === 0 ? 'primary' : 'outline-secondary'}
                autoFocus={index === 0}
                onClick={() => {
                  close();
                  resolve(button);
                }}
              >
                {button}
              </Button>
            ))}
          </Modal.Footer>
        </>
      ),
      () => resolve(dismissAnswer(buttons)),
    );
  });
}

/** The Error dialog every failed call shows. */
export function showError(message: string) {
  return showMessage({ title: 'Error', message, buttons: ['Ok'] });
}
