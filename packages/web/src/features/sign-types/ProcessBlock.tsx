import Badge from 'react-bootstrap/Badge';
import { formatMoney, formatRate, type Addon, type SignType } from '@signshop/domain';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import type { BlockId } from './addon-rows.ts';
import { BlockAddons } from './BlockAddons.tsx';
import type { LocalAddons } from './local-addons.ts';
import { confirmProcessDelete, DELETE_ADDONS_FIRST } from './process-delete.ts';
import { ProcessFields } from './ProcessFields.tsx';
import { useDeleteProcess } from './mutations.ts';

interface ProcessBlockProps {
  /** The process, or null for the All group. */
  process: SignType | null;
  /** The block's add-on rows, saved and local. */
  rows: Addon[];
  locals: LocalAddons;
  open: boolean;
  onToggle: () => void;
}

function Summary({ process, rows }: { process: SignType | null; rows: Addon[] }) {
  const count = rows.filter((addon) => !addon.is_local).length;
  const addons = `${count} add-on${count === 1 ? '' : 's'}`;
  if (!process) return <>Offered with every process · {addons}</>;
  return (
    <>
      Min {formatMoney(process.small_size_cost)} · {formatRate(process.medium_size_cost)}/sq in ·{' '}
      {formatRate(process.large_size_cost)}/sq in from 64 · order {process.order_index} · {addons}
    </>
  );
}

/** One collapsible block: a process with its fields and add-ons, or the All group. */
export function ProcessBlock({ process, rows, locals, open, onToggle }: ProcessBlockProps) {
  const typeId: BlockId = process?.id ?? null;
  const label = process?.label ?? 'All';
  const bodyId = `addons-block-${typeId ?? 'all'}`;
  const remove = useDeleteProcess();

  const onDelete = async () => {
    if (!process) return;
    if (rows.some((addon) => !addon.is_local)) {
      await showMessage({ title: 'Error', message: DELETE_ADDONS_FIRST });
      return;
    }
    if (!(await confirmProcessDelete(process.label, showMessage))) return;
    remove.mutate(process.id, { onSuccess: () => locals.dropBlock(process.id) });
  };

  return (
    <section className="card process-block mb-3 shadow-sm" aria-label={label}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0">
          <button
            type="button"
            className="btn btn-link p-0 text-decoration-none text-body fw-semibold d-inline-flex align-items-center gap-2"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            <span className={open ? 'block-chevron open' : 'block-chevron'} aria-hidden="true">
              ›
            </span>
            {label}
          </button>
        </h2>
        {process && !process.inuse && (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            Outdated
          </Badge>
        )}
        {!process && (
          <Badge bg="info-subtle" text="info-emphasis">
            All processes
          </Badge>
        )}
        <span className="small text-body-secondary ms-sm-auto">
          <Summary process={process} rows={rows} />
        </span>
      </div>
      {/* Hidden, not unmounted, when collapsed: unsaved edits survive closing the block. */}
      <div className="card-body" id={bodyId} hidden={!open}>
        {process && <ProcessFields process={process} onDelete={() => void onDelete()} />}
        <BlockAddons typeId={typeId} blockLabel={label} rows={rows} locals={locals} />
      </div>
    </section>
  );
}
