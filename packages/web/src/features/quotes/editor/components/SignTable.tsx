import { useCallback, type Dispatch, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatMoney, fromCents, type QuotePrice, type SignType } from '@signshop/domain';
import type { EditorSettings } from '../editor-settings.ts';
import type { EditorAction, SignRow as SignRowData } from '../quote-editor-state.ts';
import type { SignPricer } from '../quote-pricing.ts';
import { moveBetweenCells } from './cell-navigation.ts';
import { SignRow } from './SignRow.tsx';

interface SignTableProps {
  signs: SignRowData[];
  price: QuotePrice;
  pricer: SignPricer;
  types: SignType[];
  settings: EditorSettings;
  dispatch: Dispatch<EditorAction>;
}

export const SIGN_COLUMNS = [
  'Sign Type',
  'Process',
  'Adds',
  'Width',
  'Height',
  'Quantity',
  'Sq Inch Price',
  'Unit Price',
  'Total Price',
] as const;

/** The sign table: one row per sign and sub-part, prices from the domain, totals at the foot. */
export function SignTable({ signs, price, pricer, types, settings, dispatch }: SignTableProps) {
  const { excelArrowKeys, pinEditingRow, autoName } = settings;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      if (excelArrowKeys) moveBetweenCells(event);
    },
    [excelArrowKeys],
  );
  return (
    <section className="mb-4" aria-labelledby="signs-heading">
      <h2 id="signs-heading" className="h5">
        Signs
      </h2>
      <div className="sign-table-wrap">
        <Table
          size="sm"
          className={`sign-table table-cards align-middle mb-2 ${pinEditingRow ? 'pin-editing' : ''}`}
          aria-label="Signs"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className="sign-toggle-col">
                <span className="visually-hidden">Sub-parts</span>
              </th>
              {SIGN_COLUMNS.map((column) => (
                <th key={column} scope="col" className={column.includes('Price') ? 'text-end' : undefined}>
                  {column}
                </th>
              ))}
              <th scope="col" className="text-end">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {signs.map((sign, index) => (
              <SignRow
                key={sign.key}
                sign={sign}
                index={index}
                last={index === signs.length - 1}
                price={pricer.price(sign)}
                types={types}
                autoName={autoName}
                dispatch={dispatch}
              />
            ))}
          </tbody>
          <tfoot>
            <tr className="sign-totals">
              <th scope="row" colSpan={6} className="text-end">
                Total Signs
              </th>
              <td data-testid="sign-count" data-label="Total Signs">
                {price.signCount}
              </td>
              <th scope="row" colSpan={2} className="text-end">
                Total Cost
              </th>
              <td className="text-end fw-semibold" data-testid="signs-total" data-label="Total Cost">
                {formatMoney(fromCents(price.signsTotalCents))}
              </td>
              <td className="card-empty" />
            </tr>
          </tfoot>
        </Table>
      </div>
      <Button variant="outline-primary" size="sm" onClick={() => dispatch({ type: 'addSign', autoName })}>
        + Add Sign
      </Button>
    </section>
  );
}
