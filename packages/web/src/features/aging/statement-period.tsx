import { useState } from 'react';
import { addDays, firstOfPreviousMonth, type JustDate } from '@signshop/domain';
import { PeriodFields } from '../../ui/PeriodFields.tsx';
import { periodProblems, type ReportPeriod } from '../time-tracking/report-period.ts';

/** The month before `today`'s: the period a statement opens on. */
export function previousMonth(today: JustDate): { from: JustDate; to: JustDate } {
  return { from: firstOfPreviousMonth(today), to: addDays(`${today.slice(0, 8)}01`, -1) };
}

/** The statement period being typed, and the whole period once it can be asked for (else null). */
export function useStatementPeriod(today: JustDate) {
  const [period, setPeriod] = useState<ReportPeriod>(() => previousMonth(today));
  const problems = periodProblems(period);
  const ready =
    period.from && period.to && Object.keys(problems).length === 0
      ? { from: period.from, to: period.to }
      : null;
  return { period, setPeriod, problems, ready };
}

/** From and To of the statements' period. */
export function StatementPeriodFields({
  idPrefix,
  statement,
}: {
  idPrefix: string;
  statement: ReturnType<typeof useStatementPeriod>;
}) {
  return (
    <PeriodFields
      idPrefix={idPrefix}
      period={statement.period}
      problems={statement.problems}
      onChange={statement.setPeriod}
    />
  );
}
