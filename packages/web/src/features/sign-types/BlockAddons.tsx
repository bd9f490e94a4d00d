import Button from 'react-bootstrap/Button';
import type { Addon } from '@signshop/domain';
import { groupByHeader, newLocalAddon, type BlockId } from './addon-rows.ts';
import { HeaderGroup } from './HeaderGroup.tsx';
import type { LocalAddons } from './local-addons.ts';
import { askText } from './text-popup.tsx';

/** The add-ons of one block (a process, or All), grouped under their headers. */
export function BlockAddons({
  typeId,
  blockLabel,
  rows,
  locals,
}: {
  typeId: BlockId;
  blockLabel: string;
  rows: Addon[];
  locals: LocalAddons;
}) {
  const groups = groupByHeader(rows);

  const newHeader = async () => {
    const name = await askText({
      title: `New header in ${blockLabel}`,
      label: 'Header (shown above its add-ons on the quote)',
      submitLabel: 'Add header',
    });
    const label = name?.trim();
    if (label) locals.add(newLocalAddon(typeId, rows, label));
  };

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 className="h6 mb-0">
          Add-ons <span className="text-body-secondary fw-normal">by header</span>
        </h3>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`New header in ${blockLabel}`}
          onClick={() => void newHeader()}
        >
          + New Header
        </Button>
      </div>
      {groups.length === 0 && (
        <p className="text-body-secondary small border rounded-3 p-3 mb-0">
          No add-ons yet. Start with New Header, then fill in its first add-on.
        </p>
      )}
      {groups.map((group) => (
        <HeaderGroup key={group.cost_label} group={group} typeId={typeId} blockRows={rows} locals={locals} />
      ))}
    </div>
  );
}
