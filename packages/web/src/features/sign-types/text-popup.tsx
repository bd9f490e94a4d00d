import { useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { openModal } from '../../platform/dialogs/modal-stack.tsx';

interface TextPopupOptions {
  title: string;
  /** The textarea's label. */
  label: string;
  value?: string;
  submitLabel?: string;
}

/** Enter alone submits; Shift+Enter (or composing text) types a newline as usual. */
export function submitsOnEnter(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return (
    event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing
  );
}

function TextPopupBody({
  label,
  value,
  submitLabel,
  onDone,
}: Required<Omit<TextPopupOptions, 'title'>> & { onDone: (text: string | null) => void }) {
  const [text, setText] = useState(value);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onDone(text);
      }}
    >
      <ModalBody>
        <Form.Group controlId="text-popup-input">
          <Form.Label>{label}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (!submitsOnEnter(event)) return;
              event.preventDefault();
              onDone(text);
            }}
          />
          <Form.Text>Enter saves; Shift+Enter starts a new line.</Form.Text>
        </Form.Group>
      </ModalBody>
      <ModalFooter>
        <Button type="submit">{submitLabel}</Button>
        <Button variant="outline-secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </ModalFooter>
    </Form>
  );
}

/** The text-entry popup for long text: resolves with the text, or null on Cancel. */
export function askText({ title, label, value = '', submitLabel = 'OK' }: TextPopupOptions) {
  return new Promise<string | null>((resolve) => {
    openModal(
      title,
      (close) => (
        <TextPopupBody
          label={label}
          value={value}
          submitLabel={submitLabel}
          onDone={(text) => {
            close();
            resolve(text);
          }}
        />
      ),
      () => resolve(null),
    );
  });
}
