import Table from 'react-bootstrap/Table';
import { formatDateMask, type ApprovalPage } from '@signshop/domain';
import { approvalPdfUrl, proofFileUrl } from './queries.ts';

type SentQuote = NonNullable<ApprovalPage['quote']>;

/** The quote's signs and totals as its PDF prints them, narrow enough for a phone. */
export function SentQuoteView({ quote, token }: { quote: SentQuote; token: string }) {
  return (
    <section aria-label="The quote">
      <p className="mb-2">
        {quote.customer_name} · quoted {formatDateMask(quote.quote_date)} ·{' '}
        <a href={approvalPdfUrl(token)} target="_blank" rel="noreferrer">
          Open the PDF
        </a>
      </p>
      <Table size="sm" className="approval-lines">
        <thead>
          <tr>
            <th>Sign</th>
            <th>Description</th>
            <th className="text-end">Qty</th>
            <th className="text-end">Total</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={index}>
              <td style={{ paddingLeft: `${0.25 + line.depth}rem` }}>{line.label}</td>
              <td>
                {line.description}
                <div className="small text-body-secondary">
                  {line.width} × {line.height} in · {line.unit_price} each
                </div>
              </td>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end">{line.total_price}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <dl className="approval-totals ms-auto">
        {quote.totals.map((total) => (
          <div key={total.label} className={total.strong ? 'fw-bold border-top pt-1' : ''}>
            <dt>{total.label}</dt>
            <dd data-testid={total.strong ? 'approval-total' : undefined}>{total.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The proof file inline: an image as is, a PDF in the browser's viewer at its first page. */
export function ProofView({ file, token }: { file: { name: string; type: string }; token: string }) {
  const url = proofFileUrl(token);
  const name = file.name.split('/').at(-1);
  return (
    <section aria-label="The proof" className="mb-3">
      {file.type.startsWith('image/') ? (
        <img src={url} alt={`Proof ${name}`} className="img-fluid border" />
      ) : (
        <object
          data={`${url}#page=1`}
          type="application/pdf"
          className="approval-proof-pdf border"
          aria-label={`Proof ${name}`}
        >
          <a href={url} target="_blank" rel="noreferrer">
            Open the proof {name}
          </a>
        </object>
      )}
      <p className="small mt-1">
        <a href={url} target="_blank" rel="noreferrer">
          Open {name} on its own
        </a>
      </p>
    </section>
  );
}
