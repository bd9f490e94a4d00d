import { memo, type Dispatch } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  DELETE_CONFIRM_BUTTONS,
  DELETE_WARNING_TITLE,
  deleteWarningMessage,
  formatMoney,
  formatRate,
  fromCents,
  processChoices,
  processDisplayLabel,
  type SignPrice,
  type SignType,
} from '@signshop/domain';
import { showMessage } from '../../../../platform/dialogs/message-dialog.tsx';
import type { EditorAction, SignField, SignPath, SignRow as SignRowData } from '../quote-editor-state.ts';
import { openAddonsModal } from './AddonsModal.tsx';
import { openCustomAddonModal } from './CustomAddonModal.tsx';
import { TactileCell } from '../tactile/TactileCell.tsx';

interface SignRowProps {
  sign: SignRowData;
  index: number;
  last: boolean;
  price: SignPrice;
  types: SignType[];
  autoName: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** A top-level sign and, unless collapsed, its sub-parts. Re-renders only when its own data changes. */
export const SignRow = memo(function SignRow({
  sign,
  index,
  last,
  price,
  types,
  autoName,
  dispatch,
}: SignRowProps) {
  const subsigns = sign.subsigns;
  return (
    <>
      <SignCells
        sign={sign}
        path={[index]}
        rowLabel={`row ${index + 1}`}
        last={last}
        price={price}
        types={types}
        autoName={autoName}
        dispatch={dispatch}
      />
      {!sign.collapsed &&
        subsigns.map((subsign, subIndex) => (
          <SignCells
            key={subsign.key}
            sign={subsign}
            path={[index, subIndex]}
            rowLabel={`row ${index + 1}.${subIndex + 1}`}
            last={subIndex === subsigns.length - 1}
            price={price.subsigns[subIndex]!}
            types={types}
            autoName={autoName}
            dispatch={dispatch}
          />
        ))}
    </>
  );
});

interface SignCellsProps extends Omit<SignRowProps, 'index'> {
  path: SignPath;
  rowLabel: string;
}

function SignCells({ sign, path, rowLabel, last, price, types, autoName, dispatch }: SignCellsProps) {
  const isSub = path.length === 2;
  const first = path[path.length - 1] === 0;
  const current = types.find((type) => type.id === sign.type);
  const field = (name: SignField, column: string, className = '') => (
    <Form.Control
      size="sm"
      className={className}
      aria-label={`${column} ${rowLabel}`}
      data-cell={column}
      inputMode={name === 'given_id' ? undefined : 'decimal'}
      autoComplete="off"
      value={sign[name]}
      onChange={(event) => dispatch({ type: 'signField', path, field: name, value: event.target.value })}
    />
  );
  const addonCount = sign.addons.length;
  const custom = sign.custom_addons;
  const name = sign.given_id || rowLabel;

  return (
    <tr className={isSub ? 'sign-sub' : 'sign-main'}>
      <td className="sign-toggle-col card-empty">
        {!isSub && sign.subsigns.length > 0 && (
          <Button
            variant="link"
            size="sm"
            className="p-0 text-decoration-none"
            aria-expanded={!sign.collapsed}
            aria-label={`${sign.collapsed ? 'Show' : 'Hide'} sub-parts of ${rowLabel}`}
            onClick={() => dispatch({ type: 'collapse', index: path[0] })}
          >
            {sign.collapsed ? `▸ ${sign.subsigns.length}` : '▾'}
          </Button>
        )}
      </td>
      <td className={isSub ? 'sign-name sub' : 'sign-name'} data-label={isSub ? 'Sub-part' : 'Sign Type'}>
        {field('given_id', 'Sign Type')}
      </td>
      <td className="sign-process" data-label="Process">
        <Form.Select
          size="sm"
          aria-label={`Process ${rowLabel}`}
          data-cell="Process"
          value={sign.type ?? ''}
          isInvalid={current !== undefined && !current.inuse}
          onChange={(event) => {
            const typeId = event.target.value === '' ? null : Number(event.target.value);
            const labelOf = (id: number | null) => types.find((type) => type.id === id)?.label ?? null;
            dispatch({ type: 'process', path, typeId, labelOf });
          }}
        >
          <option value="">Choose…</option>
          {processChoices(types, sign.type).map((type) => (
            <option key={type.id} value={type.id}>
              {processDisplayLabel(type)}
            </option>
          ))}
        </Form.Select>
      </td>
      <td className="sign-adds text-nowrap card-wide">
        <Button
          variant={addonCount ? 'primary' : 'outline-secondary'}
          size="sm"
          aria-label={`Add-ons ${rowLabel}`}
          title={sign.addons.map((addon) => `${addon.cost_label}: ${addon.label}`).join('\n') || 'Add-ons'}
          disabled={sign.type === null}
          onClick={() => openAddonsModal({ sign, name, typeLabel: current?.label ?? '', path, dispatch })}
        >
          {addonCount ? `${addonCount} add-on${addonCount > 1 ? 's' : ''}` : 'Add-ons'}
        </Button>{' '}
        <Button
          variant={custom ? 'primary' : 'outline-secondary'}
          size="sm"
          aria-label={`Custom add-on ${rowLabel}`}
          onClick={() => openCustomAddonModal({ sign, name, path, dispatch })}
        >
          {custom ? 'Custom ✓' : 'Custom'}
        </Button>{' '}
        <TactileCell sign={sign} path={path} name={name} rowLabel={rowLabel} dispatch={dispatch} />
      </td>
      <td className="sign-num card-third" data-label="Width">
        {field('width', 'Width', 'text-end')}
      </td>
      <td className="sign-num card-third" data-label="Height">
        {field('height', 'Height', 'text-end')}
      </td>
      <td className="sign-num card-third" data-label="Quantity">
        {field('quantity', 'Quantity', 'text-end')}
      </td>
      <td
        className="text-end text-nowrap card-third"
        data-label="Sq Inch Price"
        aria-label={`Sq Inch Price ${rowLabel}`}
      >
        {formatRate(price.squareInchPrice)}
      </td>
      <td
        className="text-end text-nowrap card-third"
        data-label="Unit Price"
        aria-label={`Unit Price ${rowLabel}`}
      >
        {formatMoney(fromCents(price.unitPriceCents))}
      </td>
      <td
        className="text-end text-nowrap fw-semibold card-third"
        data-label="Total Price"
        aria-label={`Total Price ${rowLabel}`}
      >
        {formatMoney(fromCents(price.totalCents))}
      </td>
      <td className="text-end text-nowrap sign-actions card-wide">
        {!isSub && (
          <Button
            variant="outline-secondary"
            size="sm"
            title="Add Sub Part"
            aria-label={`Add Sub Part to ${rowLabel}`}
            onClick={() => dispatch({ type: 'addSubsign', index: path[0], autoName })}
          >
            +Sub
          </Button>
        )}
        <Button
          variant="outline-secondary"
          size="sm"
          title="Copy"
          aria-label={`Copy ${rowLabel}`}
          onClick={() => dispatch({ type: 'copy', path, autoName })}
        >
          Copy
        </Button>
        {([-1, 1] as const).map((by) => (
          <Button
            key={by}
            variant="outline-secondary"
            size="sm"
            title={by < 0 ? 'Move up' : 'Move down'}
            aria-label={`Move ${rowLabel} ${by < 0 ? 'up' : 'down'}`}
            disabled={by < 0 ? first : last}
            onClick={() => dispatch({ type: 'move', path, by })}
          >
            {by < 0 ? '↑' : '↓'}
          </Button>
        ))}
        <Button
          variant="outline-danger"
          size="sm"
          title="Delete"
          aria-label={`Delete ${rowLabel}`}
          onClick={async () => {
            const answer = await showMessage({
              title: DELETE_WARNING_TITLE,
              message: deleteWarningMessage(name),
              buttons: [...DELETE_CONFIRM_BUTTONS],
            });
            if (answer === 'Yes') dispatch({ type: 'delete', path });
          }}
        >
          ✕
        </Button>
      </td>
    </tr>
  );
}
