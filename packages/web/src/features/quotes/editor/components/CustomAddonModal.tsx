import { useState, type Dispatch } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import Row from 'react-bootstrap/Row';
import { customPriceListTotal, isNumeric } from '@signshop/domain';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import type {
  CustomAddonsDraft,
  CustomItemDraft,
  EditorAction,
  SignPath,
  SignRow,
} from '../quote-editor-state.ts';
import { ModalActions } from './ModalActions.tsx';
import { openCalculator, type CalculatorLine } from './PriceCalculatorModal.tsx';

const blankItem = (): CustomItemDraft => ({ label: '', square_inch_price_no_size: '0', unit_price: '0' });

const blankCustom = (): CustomAddonsDraft => ({
  items: [blankItem()],
  percent_marked_up: 0,
  override_zero_quantity: false,
  description: '',
  square_inch_calculator: [],
  unit_price_calculator: [],
  updated_to_jan_2022: true,
});

const linesOf = (items: readonly { label: string; value: number }[]): CalculatorLine[] =>
  items.map((item) => ({ label: item.label, value: String(item.value) }));
const itemsOf = (lines: readonly CalculatorLine[]) =>
  lines.map((line) => ({ label: line.label, value: isNumeric(line.value) ? Number(line.value) : 0 }));

/** A price typed by hand or summed in its calculator. */
function PriceField(props: {
  id: string;
  label: string;
  calculator: string;
  value: string;
  onChange(value: string): void;
  onCalculate(): void;
}) {
  return (
    <Col xs={6} sm={3}>
      <Form.Group controlId={props.id}>
        <Form.Label className="small mb-1">{props.label}</Form.Label>
        <div className="input-group input-group-sm">
          <Form.Control
            size="sm"
            inputMode="decimal"
            value={props.value}
            isInvalid={!isNumeric(props.value)}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <Button
            variant="outline-secondary"
            aria-label={props.calculator}
            title="Calculator"
            onClick={props.onCalculate}
          >
            Σ
          </Button>
        </div>
      </Form.Group>
    </Col>
  );
}

interface CustomBodyProps {
  initial: CustomAddonsDraft | null;
  onDone(value: CustomAddonsDraft | null): void;
  close(): void;
}

function CustomBody({ initial, onDone, close }: CustomBodyProps) {
  const [draft, setDraft] = useState<CustomAddonsDraft>(() => initial ?? blankCustom());
  const [markup, setMarkup] = useState(String(draft.percent_marked_up));
  const markupOk = isNumeric(markup);
  const setItem = (index: number, patch: Partial<CustomItemDraft>) =>
    setDraft((d) => ({
      ...d,
      items: d.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));

  const calculate = (index: number, kind: 'square_inch_calculator' | 'unit_price_calculator') =>
    openCalculator({
      title: kind === 'square_inch_calculator' ? 'Square Inch Price Calculator' : 'Unit Price Calculator',
      lines: linesOf(draft[kind]),
      onDone: (lines) => {
        const total = String(customPriceListTotal(lines));
        setDraft((d) => ({
          ...d,
          [kind]: itemsOf(lines),
          items: d.items.map((item, i) =>
            i !== index
              ? item
              : kind === 'square_inch_calculator'
                ? { ...item, square_inch_price_no_size: total }
                : { ...item, unit_price: total },
          ),
        }));
      },
    });

  return (
    <>
      <ModalBody>
        {draft.items.map((item, index) => (
          <fieldset key={index} className="border rounded-3 p-2 mb-2">
            <legend className="visually-hidden">Item {index + 1}</legend>
            <Row className="g-2 align-items-end">
              <Col xs={12} sm={4}>
                <Form.Group controlId={`custom-label-${index}`}>
                  <Form.Label className="small mb-1">Label</Form.Label>
                  <Form.Control
                    size="sm"
                    value={item.label}
                    onChange={(e) => setItem(index, { label: e.target.value })}
                  />
                </Form.Group>
              </Col>
              <PriceField
                id={`custom-sqin-${index}`}
                label="Square Inch Price"
                calculator={`Square inch calculator for item ${index + 1}`}
                value={item.square_inch_price_no_size}
                onChange={(value) => setItem(index, { square_inch_price_no_size: value })}
                onCalculate={() => calculate(index, 'square_inch_calculator')}
              />
              <PriceField
                id={`custom-unit-${index}`}
                label="Unit Price"
                calculator={`Unit price calculator for item ${index + 1}`}
                value={item.unit_price}
                onChange={(value) => setItem(index, { unit_price: value })}
                onCalculate={() => calculate(index, 'unit_price_calculator')}
              />
              <Col xs={12} sm={2} className="text-end">
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((_, i) => i !== index) }))}
                >
                  Remove
                </Button>
              </Col>
            </Row>
          </fieldset>
        ))}
        <Button
          variant="outline-primary"
          size="sm"
          className="mb-3"
          onClick={() => setDraft((d) => ({ ...d, items: [...d.items, blankItem()] }))}
        >
          + Add Item
        </Button>
        <Row className="g-2">
          <Col sm={4}>
            <Form.Group controlId="custom-markup">
              <Form.Label className="small mb-1">Percent Marked Up</Form.Label>
              <Form.Control
                size="sm"
                inputMode="decimal"
                value={markup}
                isInvalid={!markupOk}
                onChange={(e) => setMarkup(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">Must be a number.</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col sm={8} className="d-flex align-items-end">
            <Form.Check
              id="custom-override-zero"
              label="Override zero quantity"
              checked={draft.override_zero_quantity}
              onChange={(e) => setDraft((d) => ({ ...d, override_zero_quantity: e.target.checked }))}
            />
          </Col>
          <Col xs={12}>
            <Form.Group controlId="custom-description">
              <Form.Label className="small mb-1">Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                size="sm"
                value={draft.description}
                onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
              />
            </Form.Group>
          </Col>
        </Row>
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Done"
        disabled={!markupOk}
        onConfirm={() => {
          onDone({ ...draft, percent_marked_up: Number(markup) });
          close();
        }}
        extra={
          initial && (
            <Button
              variant="outline-danger"
              className="me-auto"
              onClick={() => {
                onDone(null);
                close();
              }}
            >
              Remove Custom Add-on
            </Button>
          )
        }
      />
    </>
  );
}

/** The custom process / custom add-on of one sign: priced items, markup and description. */
export function openCustomAddonModal(input: {
  sign: SignRow;
  name: string;
  path: SignPath;
  dispatch: Dispatch<EditorAction>;
}) {
  const { sign, name, path, dispatch } = input;
  openModal(`Custom add-on for ${name}`, (close) => (
    <CustomBody
      initial={sign.custom_addons}
      close={close}
      onDone={(value) => dispatch({ type: 'customAddons', path, value })}
    />
  ));
}
