import { todayJustDate } from '@signshop/domain';
import { Loaded } from '../../platform/Loaded.tsx';
import { AgingTable } from './AgingTable.tsx';
import { statementHref, useOwnAging } from './queries.ts';
import { StatementPeriodFields, useStatementPeriod } from './statement-period.tsx';

/** Make Payment's aging section: the customer's own company's aging line and its statement download. */
export function OwnAging() {
  const aging = useOwnAging();
  const statement = useStatementPeriod(todayJustDate());
  return (
    <section aria-labelledby="own-aging" className="border rounded-3 p-3 mt-4 bg-body-tertiary">
      <h2 id="own-aging" className="h5">
        Your aging
      </h2>
      <Loaded query={aging} loading="Loading your aging …" failed="Your aging could not be loaded">
        {(reply) => <AgingTable label="Your aging line" lines={[reply.line]} />}
      </Loaded>
      <h3 className="h6 mt-2">Statement</h3>
      <StatementPeriodFields idPrefix="own-statement" statement={statement} />
      <div className="mt-2">
        {statement.ready ? (
          <a
            className="btn btn-primary btn-sm"
            href={statementHref(statement.ready)}
            target="_blank"
            rel="noopener"
          >
            Statement
          </a>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" disabled>
            Statement
          </button>
        )}
      </div>
    </section>
  );
}
