import Button from 'react-bootstrap/Button';
import type { Addon } from '@signshop/domain';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { AddonRow } from './AddonRow.tsx';
import { newLocalAddon, type BlockId, type HeaderGroup as Group } from './addon-rows.ts';
import { CommitNumberInput } from './CommitNumberInput.tsx';
import type { LocalAddons } from './local-addons.ts';
import { useSetHeaderOrder } from './mutations.ts';

interface HeaderGroupProps {
  group: Group;
  typeId: BlockId;
  blockRows: Addon[];
  locals: LocalAddons;
}

/** A header (cost_label) of a block: its order, editable after 'Are you sure?', and its add-on rows. */
export function HeaderGroup({ group, typeId, blockRows, locals }: HeaderGroupProps) {
  const setOrder = useSetHeaderOrder();
  const label = group.cost_label;
  const title = label || '(no header)';

  const move = async (newOrder: number) => {
    const answer = await showMessage({
      title: 'Are you sure?',
      message: `Move the header "${title}" and its ${group.addons.length} add-on(s) to order ${newOrder}?`,
      buttons: ['Yes', 'Cancel'],
    });
    if (answer !== 'Yes') return false;
    if (group.addons.some((addon) => !addon.is_local)) {
      const moved = await setOrder
        .mutateAsync({ type: typeId, cost_label: label, new_order: newOrder })
        .then(() => true)
        .catch(() => false);
      if (!moved) return false;
    }
    locals.moveHeader(typeId, label, newOrder);
    return true;
  };

  return (
    <section className="header-group border rounded-3 mb-3" aria-label={`Header ${title}`}>
      <div className="header-group-head d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom">
        <h4 className="h6 mb-0 me-auto">{title}</h4>
        <div className="input-group input-group-sm header-order">
          <span className="input-group-text">Header order</span>
          <CommitNumberInput
            label={`Order Index of header ${title}`}
            value={group.cost_order_index}
            onCommit={move}
          />
        </div>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`New add-on under ${title}`}
          onClick={() => locals.add(newLocalAddon(typeId, blockRows, label))}
        >
          + Add-on
        </Button>
      </div>
      <div className="px-3">
        {group.addons.map((addon, index) => (
          <AddonRow
            key={addon.id}
            addon={addon}
            name={`${title} add-on ${index + 1}`}
            blockRows={blockRows}
            locals={locals}
          />
        ))}
      </div>
    </section>
  );
}
