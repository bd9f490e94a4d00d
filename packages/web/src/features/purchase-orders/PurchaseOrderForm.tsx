import './purchase-orders.css';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useNavigate } from 'react-router';
import { purchaseOrderPhase } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Page } from '../../ui/Page.tsx';
import { ItemsEditor } from './ItemsEditor.tsx';
import { PHASES } from './list-search.ts';
import { OrderFields } from './OrderFields.tsx';
import {
  addItem,
  bodyFromDraft,
  draftFromOrder,
  draftTotals,
  emptyDraft,
  pastValues,
  removeItem,
  updateItem,
  type PurchaseOrderDraft,
  type PurchaseOrderDto,
} from './po-form.ts';
import { usePurchaseOrderPdf, useSavePurchaseOrder } from './mutations.ts';
import { usePastOrders } from './queries.ts';
import { TotalsPanel } from './TotalsPanel.tsx';
import { useLeaveGuard } from '../../platform/use-leave-guard.ts';

const PHASE_BADGES = {
  'to-be-ordered': { text: 'To be ordered', bg: 'warning' },
  'to-be-delivered': { text: 'Ordered, to be delivered', bg: 'info' },
  delivered: { text: 'Delivered', bg: 'success' },
} as const;

const LEAVE_MESSAGE = 'This purchase order has changes that are not saved. Leave without saving them?';
/** What the form compares to know whether there are unsaved changes. */
const snapshot = (draft: PurchaseOrderDraft) => JSON.stringify(bodyFromDraft(draft));

/** Where the form came from after creating an order: the message to show. */
interface SavedState {
  saved?: string;
}

/** The purchase order form: a new order (`order` null) or a saved one. */
export function PurchaseOrderForm({ order }: { order: PurchaseOrderDto | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(() => (order ? draftFromOrder(order) : emptyDraft()));
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot(draft));
  const [notice, setNotice] = useState((location.state as SavedState | null)?.saved ?? '');
  const save = useSavePurchaseOrder();
  const pdf = usePurchaseOrderPdf();
  const pastOrders = usePastOrders();
  const past = useMemo(
    () => ({
      terms: pastValues(pastOrders.data ?? [], 'terms'),
      ship_via: pastValues(pastOrders.data ?? [], 'ship_via'),
    }),
    [pastOrders.data],
  );

  const dirty = snapshot(draft) !== savedSnapshot;
  const { allowLeave } = useLeaveGuard(dirty, LEAVE_MESSAGE);
  const totals = draftTotals(draft);
  const change = (changes: Partial<PurchaseOrderDraft>) => {
    setNotice('');
    setDraft((current) => ({ ...current, ...changes }));
  };
  const edit = (next: (current: PurchaseOrderDraft) => PurchaseOrderDraft) => {
    setNotice('');
    setDraft(next);
  };

  const onSave = () =>
    save.mutate(
      { id: order?.id ?? null, body: bodyFromDraft(draft) },
      {
        onSuccess: (saved) => {
          const message = `Saved purchase order ${saved.number}.`;
          if (!order) {
            allowLeave();
            void navigate(`/purchaseorder/${saved.id}`, { replace: true, state: { saved: message } });
            return;
          }
          const next = draftFromOrder(saved);
          setDraft(next);
          setSavedSnapshot(snapshot(next));
          setNotice(message);
        },
      },
    );

  const phase = order && PHASE_BADGES[purchaseOrderPhase(order)];
  const phaseList = order && screens[PHASES[purchaseOrderPhase(order)].screen].path;
  const saveButton = (
    <Button type="submit" form="po-form" disabled={save.isPending}>
      {save.isPending ? 'Saving…' : 'Save'}
    </Button>
  );

  return (
    <Page
      title={order ? `Purchase Order ${order.number}` : screens.newPurchaseOrder.title}
      actions={
        <div className="d-flex flex-wrap gap-2">
          {order && (
            <Button
              variant="outline-secondary"
              disabled={pdf.isPending}
              title={dirty ? 'The PDF shows the order as last saved.' : undefined}
              onClick={() => pdf.mutate(order.id)}
            >
              {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
            </Button>
          )}
          {saveButton}
        </div>
      }
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 small">
        {phase && phaseList ? (
          <Link to={phaseList} className="text-decoration-none">
            <Badge bg={phase.bg} text={phase.bg === 'warning' ? 'dark' : undefined}>
              {phase.text}
            </Badge>
          </Link>
        ) : (
          <span className="text-body-secondary">Not saved yet. The number is given on the first save.</span>
        )}
        {dirty && <span className="text-body-secondary">Unsaved changes</span>}
      </div>
      <div role="status" className={notice ? 'alert alert-success py-2 small' : 'visually-hidden'}>
        {notice}
      </div>
      <Form
        id="po-form"
        aria-label="Purchase order"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <OrderFields draft={draft} onChange={change} past={past} />
        <ItemsEditor
          items={draft.items}
          lines={totals.lines}
          onItemChange={(key, changes) => edit((current) => updateItem(current, key, changes))}
          onAdd={() => edit(addItem)}
          onRemove={(key) => edit((current) => removeItem(current, key))}
        />
        <Row className="g-4">
          <Col xs={12} lg={7}>
            <Form.Group controlId="po-notes">
              <Form.Label>Notes</Form.Label>
              <Form.Control
                as="textarea"
                rows={5}
                value={draft.notes}
                onChange={(event) => change({ notes: event.target.value })}
              />
            </Form.Group>
          </Col>
          <Col xs={12} lg={5}>
            <TotalsPanel draft={draft} totals={totals} onChange={change} />
          </Col>
        </Row>
        <div className="d-flex justify-content-end mt-4 po-save-bottom">{saveButton}</div>
      </Form>
    </Page>
  );
}
