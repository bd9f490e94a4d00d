import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import {
  APPROVAL_STATE_LABELS,
  BOARD_COLUMNS,
  formatMoney,
  type BoardCard as Card,
  type BoardColumnKey,
} from '@signshop/domain';

/** The data a dragged card carries: its job and the column it leaves. */
export const CARD_DRAG_TYPE = 'application/x-signshop-card';

/**
 * A job's card: job, customer, quote number, promise date, total, project manager, approval and
 * lateness. It is dragged to another column, or moved with its "Move to…" menu (the keyboard's way).
 */
export function BoardCard({
  card,
  column,
  onMove,
}: {
  card: Card;
  column: BoardColumnKey;
  onMove(to: BoardColumnKey): void;
}) {
  const movable = column !== 'shipped';
  const titleId = `board-card-${card.quote_id}`;
  return (
    <li
      className={`board-card card mb-2${card.late ? ' border-danger' : ''}`}
      aria-labelledby={titleId}
      draggable={movable}
      data-quote-id={card.quote_id}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ quote_id: card.quote_id, from: column }));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="card-body p-2">
        <div className="d-flex justify-content-between gap-1 align-items-start">
          <Link id={titleId} to={`/job/${card.quote_id}`} className="fw-semibold text-break">
            {card.job_name || card.quote_number}
          </Link>
          {card.late && (
            <Badge bg="danger" className="flex-shrink-0">
              Late
            </Badge>
          )}
        </div>
        <div className="small text-break">{card.customer_name}</div>
        <dl className="board-card-facts small mb-1">
          <dt>Quote</dt>
          <dd>{card.quote_number}</dd>
          <dt>Promised</dt>
          <dd>{card.promise_date ?? '—'}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(card.total_price)}</dd>
          <dt>PM</dt>
          <dd>{card.project_manager?.name ?? '—'}</dd>
          <dt>Approval</dt>
          <dd>{APPROVAL_STATE_LABELS[card.approval.state]}</dd>
        </dl>
        {movable && (
          <Dropdown>
            <Dropdown.Toggle size="sm" variant="outline-secondary" id={`move-${card.quote_id}`}>
              Move to…
              <span className="visually-hidden"> {card.job_name || card.quote_number}</span>
            </Dropdown.Toggle>
            <Dropdown.Menu style={{ maxHeight: '18rem', overflowY: 'auto' }}>
              {BOARD_COLUMNS.filter((target) => target.key !== column && target.key !== 'shipped').map(
                (target) => (
                  <Dropdown.Item key={target.key} as="button" onClick={() => onMove(target.key)}>
                    {target.label}
                  </Dropdown.Item>
                ),
              )}
            </Dropdown.Menu>
          </Dropdown>
        )}
      </div>
    </li>
  );
}
