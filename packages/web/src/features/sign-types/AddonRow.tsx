import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Addon } from '@signshop/domain';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { addonToSave, type AddonDraft } from './addon-rows.ts';
import type { LocalAddons } from './local-addons.ts';
import { OptionGroups } from './OptionGroups.tsx';
import { OrderAndInUse } from './OrderAndInUse.tsx';
import { useDeleteAddon, useSaveAddon } from './mutations.ts';
import { useSavedFlash } from './use-saved-flash.ts';

const draftOf = ({ cost_label, order_index, inuse, options }: Addon): AddonDraft => ({
  cost_label,
  order_index,
  inuse,
  options,
});

interface AddonRowProps {
  addon: Addon;
  /** How labels name the row: "Frames add-on 1". */
  name: string;
  /** Every row of the same block (process or All), to place a changed header. */
  blockRows: Addon[];
  locals: LocalAddons;
}

/**
 * One add-on: header, order index, In Use and option groups. A local row (button New) becomes a
 * saved one (button Update) once created; Delete is disabled until then.
 */
export function AddonRow({ addon, name, blockRows, locals }: AddonRowProps) {
  const [draft, setDraft] = useState(() => draftOf(addon));
  const [saved, setSaved] = useSavedFlash();
  const save = useSaveAddon();
  const remove = useDeleteAddon();
  const local = addon.is_local === true;

  const change = (patch: Partial<AddonDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const onSave = () =>
    save.mutate(addonToSave(addon, draft, blockRows), {
      onSuccess: () => (local ? locals.remove(addon.id) : setSaved(true)),
    });

  const onDelete = async () => {
    const answer = await showMessage({
      title: 'Are you sure?',
      message: `Delete ${name} with all its option groups?`,
      buttons: ['Yes', 'Cancel'],
    });
    if (answer === 'Yes') remove.mutate(addon.id);
  };

  return (
    <fieldset className="addon-row" aria-label={name}>
      <div className="row g-2 align-items-center">
        <div className="col-12 col-sm-6 col-lg-4">
          <div className="input-group input-group-sm">
            <span className="input-group-text">Header</span>
            <Form.Control
              aria-label={`Header for ${name}`}
              value={draft.cost_label}
              onChange={(event) => change({ cost_label: event.target.value })}
            />
          </div>
        </div>
        <OrderAndInUse
          name={name}
          value={draft}
          onChange={change}
          cells={['col-6 col-sm-3 col-lg-2', 'col-6 col-sm-3 col-lg-2']}
        />
        <div className="col-12 col-lg-4 d-flex flex-wrap gap-2 justify-content-lg-end align-items-center">
          {local && (
            <Badge bg="warning-subtle" text="warning-emphasis" className="me-auto me-lg-0">
              Not saved yet
            </Badge>
          )}
          <Button
            size="sm"
            variant={saved ? 'success' : 'primary'}
            aria-label={`${local ? 'New' : 'Update'} ${name}`}
            disabled={save.isPending}
            onClick={onSave}
            style={{ minWidth: '5rem' }}
          >
            {save.isPending ? 'Saving…' : local ? 'New' : saved ? 'Updated ✓' : 'Update'}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete ${name}`}
            disabled={local || remove.isPending}
            title={local ? 'Not saved yet: use Discard' : undefined}
            onClick={() => void onDelete()}
          >
            Delete
          </Button>
          {local && (
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={`Discard ${name}`}
              onClick={() => locals.remove(addon.id)}
            >
              Discard
            </Button>
          )}
        </div>
      </div>
      <OptionGroups groups={draft.options} name={name} onChange={(options) => change({ options })} />
    </fieldset>
  );
}
