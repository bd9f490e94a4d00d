import './purchase-orders.css';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { todayJustDate } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import {
  decodePoListSearch,
  defaultListSearch,
  encodePoListSearch,
  PHASES,
  searchBody,
  type Phase,
  type PoListSearch,
} from './list-search.ts';
import { bodyFromOrder, type PurchaseOrderDto } from './po-form.ts';
import { PoSearchForm } from './PoSearchForm.tsx';
import { PurchaseOrdersTable, NEXT_STEP } from './PurchaseOrdersTable.tsx';
import { usePurchaseOrderPdf, useSavePurchaseOrder } from './mutations.ts';
import { usePurchaseOrderList } from './queries.ts';

const STEP_TABS: { phase: Phase; label: string }[] = [
  { phase: 'to-be-ordered', label: 'To be ordered' },
  { phase: 'to-be-delivered', label: 'To be delivered' },
  { phase: 'delivered', label: 'Delivered' },
];

/** The three steps as tabs, so an order can be followed from one list to the next. */
function StepTabs() {
  return (
    <Nav variant="underline" className="mb-3 flex-nowrap overflow-x-auto" as="nav" aria-label="Steps">
      {STEP_TABS.map(({ phase, label }) => (
        <Nav.Item key={phase}>
          <Nav.Link as={NavLink} to={screens[PHASES[phase].screen].path} className="text-nowrap">
            {label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}

/**
 * /purchaseorderreadytobeorder, /purchaseorderreadytobedelivered and /purchaseorderdelivered: one
 * step's orders, searched by vendor and a date range on a chosen date field (kept in the URL). A row
 * action moves an order on by setting today as its order or delivery date.
 */
export function PurchaseOrderListPage({ phase }: { phase: Phase }) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => decodePoListSearch(phase, location.search), [phase, location.search]);
  const list = usePurchaseOrderList(searchBody(phase, search));
  const save = useSavePurchaseOrder();
  const pdf = usePurchaseOrderPdf();
  const [notice, setNotice] = useState<{ text: string; link?: { to: string; label: string } } | null>(null);
  const { screen, step, empty } = PHASES[phase];
  const cleared = defaultListSearch(phase);
  const filtered = encodePoListSearch(phase, search) !== '';

  const show = (next: PoListSearch) => {
    setNotice(null);
    const query = encodePoListSearch(phase, next);
    if (`?${query}` === location.search || (query === '' && location.search === '')) void list.refetch();
    else void navigate({ search: query ? `?${query}` : '' });
  };

  const onNextStep = (order: PurchaseOrderDto) => {
    const action = NEXT_STEP[phase];
    if (!action) return;
    const today = todayJustDate();
    save.mutate(
      { id: order.id, body: bodyFromOrder(order, { [action.field]: today }) },
      {
        onSuccess: (saved) => {
          const nextPhase = phase === 'to-be-ordered' ? 'to-be-delivered' : 'delivered';
          const nextScreen = screens[PHASES[nextPhase].screen];
          setNotice({
            text: `Purchase order ${saved.number} is ${action.field === 'order_date' ? 'ordered' : 'delivered'} as of today.`,
            link: { to: nextScreen.path, label: `Open ${nextScreen.title}` },
          });
        },
      },
    );
  };

  return (
    <Page
      title={screens[screen].title}
      actions={
        <Link className="btn btn-primary" to={screens.newPurchaseOrder.path}>
          <span aria-hidden="true">+ </span>New Purchase Order
        </Link>
      }
    >
      <StepTabs />
      <p className="text-body-secondary">{step}</p>
      <PoSearchForm key={location.search} search={search} cleared={cleared} onSearch={show} />
      <div role="status" className={notice ? 'alert alert-success py-2 small' : 'visually-hidden'}>
        {notice?.text}
        {notice?.link && (
          <>
            {' '}
            <Link to={notice.link.to} className="alert-link">
              {notice.link.label}
            </Link>
          </>
        )}
      </div>
      <Loaded
        query={list}
        loading="Loading purchase orders…"
        failed="Could not load the purchase orders"
        empty={{
          icon: '0',
          action: filtered ? (
            <Button variant="outline-primary" onClick={() => show(cleared)}>
              Clear the search
            </Button>
          ) : (
            <Link className="btn btn-primary" to={screens.newPurchaseOrder.path}>
              New purchase order
            </Link>
          ),
          text: (
            <p className="mb-0 fw-semibold text-body">
              {filtered ? 'No purchase orders match this search' : empty}
            </p>
          ),
        }}
      >
        {(orders) => (
          <>
            <PurchaseOrdersTable
              phase={phase}
              orders={orders}
              onNextStep={onNextStep}
              onPdf={(order) => pdf.mutate(order.id)}
              busy={save.isPending || pdf.isPending}
              stale={list.isPlaceholderData}
            />
            <p className="small text-body-secondary mt-2">
              {orders.length} {orders.length === 1 ? 'purchase order' : 'purchase orders'}
            </p>
          </>
        )}
      </Loaded>
    </Page>
  );
}
