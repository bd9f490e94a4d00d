import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDateMask, formatMoney, type JustDate } from '@signshop/domain';
import { DATE_FIELD_LABELS, type Phase } from './list-search.ts';
import type { DateField, PurchaseOrderDto } from './po-form.ts';

/** The two dates that matter at each step. */
const PHASE_DATES: Record<Phase, [DateField, DateField]> = {
  'to-be-ordered': ['expected_order_date', 'expected_delivery_date'],
  'to-be-delivered': ['order_date', 'expected_delivery_date'],
  delivered: ['order_date', 'delivery_date'],
};

/** The row action that moves an order on, where there is one. */
export const NEXT_STEP: Partial<Record<Phase, { label: string; field: 'order_date' | 'delivery_date' }>> = {
  'to-be-ordered': { label: 'Mark Ordered', field: 'order_date' },
  'to-be-delivered': { label: 'Mark Delivered', field: 'delivery_date' },
};

interface PurchaseOrdersTableProps {
  phase: Phase;
  orders: PurchaseOrderDto[];
  onNextStep(order: PurchaseOrderDto): void;
  onPdf(order: PurchaseOrderDto): void;
  /** A row action is running: the row buttons wait. */
  busy: boolean;
  /** A new search is loading: the rows shown are the previous ones. */
  stale: boolean;
}

const dateText = (date: JustDate | null) =>
  date ? formatDateMask(date) : <span className="text-body-secondary">—</span>;

/** The jobs an order's items are for, once each. */
function jobsOf(order: PurchaseOrderDto) {
  return [...new Set(order.items.map((item) => item.job_name).filter(Boolean))].join(', ');
}

interface OrderRowProps extends Pick<PurchaseOrdersTableProps, 'onNextStep' | 'onPdf' | 'busy'> {
  order: PurchaseOrderDto;
  dates: readonly DateField[];
  next: (typeof NEXT_STEP)[Phase];
}

/** One order: its number links to its form; the buttons move it on or download its PDF. */
function OrderRow({ order, dates, next, onNextStep, onPdf, busy }: OrderRowProps) {
  const jobs = jobsOf(order);
  return (
    <tr>
      <td className="text-nowrap" data-label="PO Number">
        <Link to={`/purchaseorder/${order.id}`} className="fw-medium">
          {order.number}
        </Link>
      </td>
      <td style={{ minWidth: '11rem' }} data-label="Vendor">
        <div>
          <div>{order.vendor_name || <span className="text-body-secondary">No vendor</span>}</div>
          <div className="small text-body-secondary">
            {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
            {jobs && ` · ${jobs}`}
          </div>
        </div>
      </td>
      {dates.map((field) => (
        <td key={field} className="text-nowrap" data-label={DATE_FIELD_LABELS[field]}>
          {dateText(order[field])}
        </td>
      ))}
      <td className="text-end text-nowrap po-figure" data-label="Total">
        {formatMoney(order.total)}
      </td>
      <td className="text-end text-nowrap card-wide">
        {next && (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`${next.label} ${order.number}`}
            disabled={busy}
            onClick={() => onNextStep(order)}
          >
            {next.label}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline-secondary"
          className="ms-2"
          aria-label={`Download PDF ${order.number}`}
          disabled={busy}
          onClick={() => onPdf(order)}
        >
          Download PDF
        </Button>
      </td>
    </tr>
  );
}

/** One list step's orders: number (linked), vendor, the step's dates, total and the row actions. */
export function PurchaseOrdersTable({
  phase,
  orders,
  onNextStep,
  onPdf,
  busy,
  stale,
}: PurchaseOrdersTableProps) {
  const dates = PHASE_DATES[phase];
  const headings = ['PO Number', 'Vendor', ...dates.map((field) => DATE_FIELD_LABELS[field]), 'Total'];
  return (
    <div className="table-responsive">
      <Table
        hover
        className={`po-table table-cards align-middle mb-0 ${stale ? 'po-table-stale' : ''}`}
        aria-label="Purchase orders"
        aria-busy={stale}
      >
        <thead>
          <tr>
            {headings.map((label) => (
              <th key={label} scope="col" className={label === 'Total' ? 'text-end' : 'text-nowrap'}>
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              dates={dates}
              onNextStep={onNextStep}
              onPdf={onPdf}
              busy={busy}
              next={NEXT_STEP[phase]}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
