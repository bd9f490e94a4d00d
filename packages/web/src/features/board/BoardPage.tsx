import './board.css';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BOARD_COLUMNS, type BoardColumnKey } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { useLiveUpdates } from '../../platform/live/use-live-updates.ts';
import { Page } from '../../ui/Page.tsx';
import { FilterSelect } from '../reports/shared/FilterSelect.tsx';
import { useProjectManagers } from '../reports/pm-schedule/queries.ts';
import { BoardColumn } from './BoardColumn.tsx';
import { useMoveCard } from './mutations.ts';
import { boardKeys, NO_BOARD_FILTERS, useBoard, useMoreCards, type BoardFilters } from './queries.ts';

const LIVE_KEYS = [boardKeys.all];
/** Stage saves and shipments move cards; schedule lines change planned finishes (lateness). */
const LIVE_KINDS = ['board', 'schedule'] as const;

/**
 * /board: every job as a card in the column of its latest stage, Quote before the stages and
 * Shipped after. Cards move by drag and drop or their "Move to…" menu; a move back asks first.
 * The board follows every change in the shop live. On a phone the columns scroll sideways in their
 * box, and the column picker brings any of them into view.
 */
export function BoardPage() {
  const [filters, setFilters] = useState<BoardFilters>(NO_BOARD_FILTERS);
  const [more, setMore] = useState<Partial<Record<BoardColumnKey, number>>>({});
  const board = useBoard(filters);
  const morePages = useMoreCards(filters, more);
  const managers = useProjectManagers();
  const move = useMoveCard();
  const [announce, setAnnounce] = useState('');
  useLiveUpdates(LIVE_KEYS, LIVE_KINDS);

  const setFilter = <K extends keyof BoardFilters>(key: K, value: BoardFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setMore({});
  };
  const moveCard = (quoteId: number, to: BoardColumnKey) => {
    move.mutate(
      { quote_id: quoteId, to },
      {
        onSuccess: (reply) =>
          reply &&
          setAnnounce(`Moved to ${BOARD_COLUMNS.find((column) => column.key === reply.column)!.label}.`),
      },
    );
  };
  const showColumn = (key: string) =>
    document.querySelector(`[data-column="${key}"]`)?.scrollIntoView({ inline: 'start', block: 'nearest' });

  const managerOptions = [
    { value: '', label: 'All' },
    { value: 'none', label: 'None' },
    ...(managers.data ?? []).map((manager) => ({
      value: String(manager.id),
      label: `${manager.first_name} ${manager.last_name}`.trim() || manager.email,
    })),
  ];

  return (
    <Page title="Production Board" announce={announce} announceKey={announce}>
      <Row className="g-2 align-items-end mb-3">
        <Col xs={6} md={3} lg={2}>
          <FilterSelect
            label="Project manager"
            value={filters.project_manager}
            options={managerOptions}
            onChange={(value) => setFilter('project_manager', value)}
          />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Group controlId="board-customer">
            <Form.Label className="small fw-semibold mb-1">Customer</Form.Label>
            <Form.Control
              size="sm"
              type="search"
              maxLength={200}
              value={filters.customer}
              onChange={(event) => setFilter('customer', event.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs="auto">
          <Form.Check
            id="board-due-this-week"
            label="Due this week"
            checked={filters.due_this_week}
            onChange={(event) => setFilter('due_this_week', event.target.checked)}
          />
        </Col>
        <Col xs="auto">
          <Form.Check
            id="board-late"
            label="Late only"
            checked={filters.late}
            onChange={(event) => setFilter('late', event.target.checked)}
          />
        </Col>
        <Col xs={12} md="auto" className="ms-md-auto">
          <FilterSelect
            label="Go to column"
            value=""
            options={[
              { value: '', label: 'Choose a column' },
              ...BOARD_COLUMNS.map((c) => ({ value: c.key, label: c.label })),
            ]}
            onChange={showColumn}
          />
        </Col>
      </Row>
      <Loaded query={board} loading="Loading the board…" failed="The board could not be loaded">
        {(data) => (
          <div className="board-scroller" role="region" aria-label="Board columns" tabIndex={0}>
            {data.columns.map((column) => {
              const extra = morePages
                .map((page) => page.data)
                .filter((page) => page?.key === column.key)
                .sort((a, b) => a!.page - b!.page)
                .flatMap((page) => page!.cards);
              const seen = new Set<number>();
              const cards = [...column.cards, ...extra].filter(
                (card) => !seen.has(card.quote_id) && !!seen.add(card.quote_id),
              );
              return (
                <BoardColumn
                  key={column.key}
                  column={column}
                  cards={cards}
                  loadingMore={morePages.some((page) => page.isFetching)}
                  onMore={() =>
                    setMore((pages) => ({ ...pages, [column.key]: (pages[column.key] ?? 0) + 1 }))
                  }
                  onMove={moveCard}
                />
              );
            })}
          </div>
        )}
      </Loaded>
    </Page>
  );
}
