// Plain Bootstrap markup: this dialog is part of the shell, which stays free of the dialog library
// so that the first page loads without it.
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

/** The message dialog: a title, a message and buttons; resolves with the button the user pressed. */
export function showMessage({ title, message, buttons = ['Ok'] }: MessageOptions): Promise<MessageButton> {
  return new Promise((resolve) => {
    openModal(
      title,
      (close) => (
        <>
          <div className="modal-body text-break" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </div>
          <div className="modal-footer">
            {buttons.map((button, index) => (
              <button
                key={button}
                type="button"
                className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-secondary'}`}
                autoFocus={index === 0}
                onClick={() => {
                  close();
                  resolve(button);
                }}
              >
                {button}
              </button>
            ))}
          </div>
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
