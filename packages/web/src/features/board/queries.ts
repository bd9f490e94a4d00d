import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { BoardColumnKey, BoardReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

/** The board's filters as the page holds them ('' for no filter). */
export interface BoardFilters {
  project_manager: string;
  customer: string;
  due_this_week: boolean;
  late: boolean;
}
export const NO_BOARD_FILTERS: BoardFilters = {
  project_manager: '',
  customer: '',
  due_this_week: false,
  late: false,
};

/** Query keys of the board: one family, so a move or a live event refetches all of it. */
export const boardKeys = {
  all: ['board'] as const,
  first: (filters: BoardFilters) => [...boardKeys.all, filters] as const,
  page: (filters: BoardFilters, column: BoardColumnKey, page: number) =>
    [...boardKeys.all, filters, column, page] as const,
};

function boardUrl(filters: BoardFilters, column?: { key: BoardColumnKey; page: number }) {
  const query = new URLSearchParams();
  if (filters.project_manager) query.set('project_manager', filters.project_manager);
  if (filters.customer.trim()) query.set('customer', filters.customer.trim());
  if (filters.due_this_week) query.set('due_this_week', 'true');
  if (filters.late) query.set('late', 'true');
  if (column) {
    query.set('column', column.key);
    query.set('page', String(column.page));
  }
  const text = query.toString();
  return text ? `/api/board?${text}` : '/api/board';
}

/** Every column's count and first page of cards. */
export function useBoard(filters: BoardFilters) {
  return useQuery({
    queryKey: boardKeys.first(filters),
    queryFn: () => api.get<BoardReply>(boardUrl(filters), { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The further pages of columns the user asked "more" of (pages 1 to `pages[column]`). */
export function useMoreCards(filters: BoardFilters, pages: Partial<Record<BoardColumnKey, number>>) {
  const asks = Object.entries(pages).flatMap(([key, last]) =>
    Array.from({ length: last ?? 0 }, (_, i) => ({ key: key as BoardColumnKey, page: i + 1 })),
  );
  return useQueries({
    queries: asks.map((ask) => ({
      queryKey: boardKeys.page(filters, ask.key, ask.page),
      queryFn: async () => (await api.get<BoardReply>(boardUrl(filters, ask), { silent: true })).columns[0]!,
    })),
  });
}
