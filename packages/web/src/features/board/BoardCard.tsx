import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
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
 * lateness. It is dragged to another column, or moved with its "Move to…" picker and Move button
 * (the keyboard's way: a plain select, so arrowing through it moves nothing until Move is pressed).
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
          {card.late && <span className="badge text-bg-danger flex-shrink-0">Late</span>}
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
        {movable && <MoveTo card={card} column={column} onMove={onMove} />}
      </div>
    </li>
  );
}

/** The keyboard's way to move a card: pick a column, then Move. */
function MoveTo({
  card,
  column,
  onMove,
}: {
  card: Card;
  column: BoardColumnKey;
  onMove(to: BoardColumnKey): void;
}) {
  const [to, setTo] = useState<BoardColumnKey | ''>('');
  const name = card.job_name || card.quote_number;
  const targets = BOARD_COLUMNS.filter((target) => target.key !== column && target.key !== 'shipped');
  return (
    <form
      className="d-flex gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (to) onMove(to);
        setTo('');
      }}
    >
      <Form.Select
        size="sm"
        aria-label={`Move ${name} to`}
        value={to}
        onChange={(event) => setTo(event.target.value as BoardColumnKey)}
      >
        <option value="">Move to…</option>
        {targets.map((target) => (
          <option key={target.key} value={target.key}>
            {target.label}
          </option>
        ))}
      </Form.Select>
      <Button type="submit" size="sm" variant="outline-primary" disabled={!to}>
        Move<span className="visually-hidden"> {name}</span>
      </Button>
    </form>
  );
}
