import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Loaded } from '../../platform/Loaded.tsx';
import { historyFieldName, historyTime, historyValue } from './history-text.ts';
import { useJobHistory } from './queries.ts';

/** The job's History: who changed what, when, from what to what, and why. Read-only. */
export function HistoryPanel({ quoteId }: { quoteId: number }) {
  const history = useJobHistory(quoteId);
  return (
    <Card className="mb-4" as="section" aria-label="History">
      <Card.Header as="h2" className="h5 mb-0">
        History
      </Card.Header>
      <Card.Body>
        <Loaded
          query={history}
          loading="Loading the history…"
          failed="Could not load the history"
          empty={{ icon: '0', text: 'No changes recorded yet.' }}
        >
          {(entries) => (
            // Scrolls sideways in its own box on a phone; focusable so a keyboard can scroll it too.
            <div className="table-responsive" tabIndex={0} role="region" aria-label="History entries">
              <Table size="sm" className="mb-0">
                <thead>
                  <tr>
                    <th>When</th>
                    <th>Who</th>
                    <th>What</th>
                    <th>Before</th>
                    <th>After</th>
                    <th>Why</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="text-nowrap">{historyTime(entry)}</td>
                      <td>{entry.user_name}</td>
                      <td>{historyFieldName(entry.field)}</td>
                      <td>{historyValue(entry.field, entry.before)}</td>
                      <td>{historyValue(entry.field, entry.after)}</td>
                      <td>{entry.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
