import type { KeyboardEvent } from 'react';

/** The cells of the sign table that take part in spreadsheet-like movement. */
const CELL = '[data-cell]';

function caretAtEdge(element: HTMLElement, toEnd: boolean): boolean {
  if (!(element instanceof HTMLInputElement)) return true;
  const { selectionStart, selectionEnd, value } = element;
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart === 0 && selectionEnd === value.length) return true;
  if (selectionStart !== selectionEnd) return false;
  return toEnd ? selectionEnd === value.length : selectionStart === 0;
}

function focusCell(cell: HTMLElement | undefined) {
  if (!cell) return;
  cell.focus();
  if (cell instanceof HTMLInputElement) cell.select();
}

/**
 * Spreadsheet-like movement (setting excel_arrow_keys): Up and Down (and Enter, Shift+Enter) move
 * to the same column in the row above or below; Left and Right move along the row when the caret
 * is at the edge of the text.
 */
export function moveBetweenCells(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const column = target.dataset.cell;
  if (!column || event.altKey || event.ctrlKey || event.metaKey) return;
  const table = event.currentTarget;
  const down = event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey);
  const up = event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey);
  if (up || down) {
    const cells = Array.from(table.querySelectorAll<HTMLElement>(`[data-cell="${column}"]`));
    const next = cells[cells.indexOf(target) + (down ? 1 : -1)];
    event.preventDefault();
    focusCell(next);
    return;
  }
  const right = event.key === 'ArrowRight';
  if ((right || event.key === 'ArrowLeft') && caretAtEdge(target, right)) {
    const row = target.closest('tr');
    if (!row) return;
    const cells = Array.from(row.querySelectorAll<HTMLElement>(CELL));
    const next = cells[cells.indexOf(target) + (right ? 1 : -1)];
    if (next) {
      event.preventDefault();
      focusCell(next);
    }
  }
}
