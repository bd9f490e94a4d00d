import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import ModalFooter from 'react-bootstrap/ModalFooter';

/** A modal's footer: optional extra buttons on the left, Cancel, and the confirming button. */
export function ModalActions(props: {
  close(): void;
  confirm: string;
  onConfirm(): void | Promise<void>;
  disabled?: boolean;
  extra?: ReactNode;
}) {
  return (
    <ModalFooter>
      {props.extra}
      <Button variant="outline-secondary" onClick={props.close}>
        Cancel
      </Button>
      <Button disabled={props.disabled} onClick={() => void props.onConfirm()}>
        {props.confirm}
      </Button>
    </ModalFooter>
  );
}
