import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import { customPriceListTotal, isNumeric } from '@signshop/domain';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import { ModalActions } from './ModalActions.tsx';

/** A calculator line as typed. */
export interface CalculatorLine {
  label: string;
  value: string;
}

function CalculatorBody({
  initial,
  onDone,
  close,
}: {
  initial: CalculatorLine[];
  onDone(lines: CalculatorLine[]): void;
  close(): void;
}) {
  const [lines, setLines] = useState(() => (initial.length ? initial : [{ label: '', value: '' }]));
  const set = (index: number, patch: Partial<CalculatorLine>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <>
      <ModalBody>
        <table className="table table-sm align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col" className="text-end">
                Value
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={`Calculator label ${index + 1}`}
                    value={line.label}
                    onChange={(e) => set(index, { label: e.target.value })}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    className="text-end"
                    inputMode="decimal"
                    aria-label={`Calculator value ${index + 1}`}
                    value={line.value}
                    isInvalid={line.value.trim() !== '' && !isNumeric(line.value)}
                    onChange={(e) => set(index, { value: e.target.value })}
                  />
                </td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Remove calculator line ${index + 1}`}
                    onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="text-end">
                Total
              </th>
              <td className="text-end fw-semibold" data-testid="calculator-total">
                {customPriceListTotal(lines)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => setLines((all) => [...all, { label: '', value: '' }])}
        >
          + Add Line
        </Button>
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Use Total"
        onConfirm={() => {
          onDone(lines);
          close();
        }}
      />
    </>
  );
}

/** The square inch or unit price calculator: a list of labelled values whose sum becomes the price. */
export function openCalculator(input: {
  title: string;
  lines: CalculatorLine[];
  onDone(lines: CalculatorLine[]): void;
}) {
  openModal(input.title, (close) => (
    <CalculatorBody initial={input.lines} onDone={input.onDone} close={close} />
  ));
}
