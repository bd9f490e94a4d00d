import { summarizeTactile, type TactileSummary } from '@signshop/domain';
import { numberOf, type SignRow } from '../quote-editor-state.ts';

const summaries = new WeakMap<SignRow, TactileSummary | null>();

/**
 * A row's tactile lines and warnings, computed once per row version (rows are immutable), so a
 * keystroke elsewhere in a 200-sign quote costs nothing here.
 */
export function tactileSummaryOf(row: SignRow): TactileSummary | null {
  if (summaries.has(row)) return summaries.get(row)!;
  const tactile = row.tactile;
  const summary =
    tactile && tactile.lines.some((line) => line.text.trim())
      ? summarizeTactile(tactile, { width: numberOf(row.width), height: numberOf(row.height) })
      : null;
  summaries.set(row, summary);
  return summary;
}
