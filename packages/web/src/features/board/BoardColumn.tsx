import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { BoardCard as Card, BoardColumn as Column, BoardColumnKey } from '@signshop/domain';
import { BoardCard, CARD_DRAG_TYPE } from './BoardCard.tsx';

/**
 * A column: its name, how many jobs it holds, its cards so far and "More" while some are not
 * shown. A card dropped on it moves there (Shipped takes no drops: a job ships on its Shipping page).
 */
export function BoardColumn({
  column,
  cards,
  loadingMore,
  onMore,
  onMove,
}: {
  column: Column;
  cards: Card[];
  loadingMore: boolean;
  onMore(): void;
  onMove(quoteId: number, to: BoardColumnKey): void;
}) {
  const [over, setOver] = useState(false);
  const accepts = column.key !== 'shipped';
  const headingId = `board-column-${column.key}`;
  return (
    <section
      className={`board-column${over ? ' board-column-over' : ''}`}
      aria-labelledby={headingId}
      data-column={column.key}
      onDragOver={(event) => {
        if (!accepts || !event.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const data = event.dataTransfer.getData(CARD_DRAG_TYPE);
        if (!accepts || !data) return;
        event.preventDefault();
        const { quote_id, from } = JSON.parse(data) as { quote_id: number; from: BoardColumnKey };
        if (from !== column.key) onMove(quote_id, column.key);
      }}
    >
      <h2 className="h6 d-flex justify-content-between gap-2 mb-2">
        <span id={headingId}>{column.label}</span>
        <span className="badge text-bg-secondary" aria-label={`${column.count} jobs`}>
          {column.count}
        </span>
      </h2>
      <ul className="list-unstyled mb-2">
        {cards.map((card) => (
          <BoardCard
            key={card.quote_id}
            card={card}
            column={column.key}
            onMove={(to) => onMove(card.quote_id, to)}
          />
        ))}
      </ul>
      {cards.length === 0 && <p className="small text-body-secondary">No jobs</p>}
      {cards.length < column.count && (
        <Button size="sm" variant="outline-primary" className="w-100" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? 'Loading…' : `More (${column.count - cards.length} more)`}
          <span className="visually-hidden"> in {column.label}</span>
        </Button>
      )}
    </section>
  );
}
