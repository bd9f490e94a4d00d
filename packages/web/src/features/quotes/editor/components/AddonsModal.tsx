import { useState, type Dispatch } from 'react';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import { useQuery } from '@tanstack/react-query';
import {
  addonsForProcess,
  formatRate,
  signAddonFrom,
  type Addon,
  type AddonOption,
  type SignAddon,
} from '@signshop/domain';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../../ui/LoadingState.tsx';
import { fetchAddons, quoteEditorKeys } from '../queries.ts';
import type { EditorAction, SignPath, SignRow } from '../quote-editor-state.ts';
import { ModalActions } from './ModalActions.tsx';

/** What the sign remembers of a choice: the add-on, the option group and the option's index. */
interface Pick {
  addon_id: number;
  group: number;
  option: number;
}

const isPick = (value: unknown): value is Pick =>
  !!value && typeof value === 'object' && 'addon_id' in value && 'group' in value && 'option' in value;

const groupKey = (addonId: number, group: number) => `${addonId}:${group}`;

/** The choice per option group: from the sign's picks, else by matching its add-ons' labels. */
function initialChoices(addons: Addon[], sign: SignRow): Record<string, number> {
  const choices: Record<string, number> = {};
  const picks = sign.picks.filter(isPick);
  for (const pick of picks) choices[groupKey(pick.addon_id, pick.group)] = pick.option;
  if (picks.length > 0) return choices;
  for (const addon of addons) {
    addon.options.forEach((group, g) => {
      const chosen = sign.addons.find(
        (a) => a.id === addon.id && group.some((option) => option.label === a.label),
      );
      if (chosen) choices[groupKey(addon.id, g)] = group.findIndex((o) => o.label === chosen.label);
    });
  }
  return choices;
}

const priceHint = (option: AddonOption) => {
  const parts = [
    option.square_inch_price ? `${formatRate(option.square_inch_price)}/sq in` : '',
    option.unit_price ? `${formatRate(option.unit_price)}/unit` : '',
  ].filter(Boolean);
  return parts.length ? ` (+${parts.join(', +')})` : '';
};

interface AddonsBodyProps {
  sign: SignRow;
  onDone(addons: SignAddon[], picks: Pick[]): void;
  close(): void;
}

function AddonsBody({ sign, onDone, close }: AddonsBodyProps) {
  const typeId = sign.type ?? 0;
  const query = useQuery({
    queryKey: quoteEditorKeys.addons(typeId),
    queryFn: () => fetchAddons(typeId),
    staleTime: 60_000,
  });
  const addons = addonsForProcess(query.data ?? [], sign.type);
  const [edited, setEdited] = useState<Record<string, number> | null>(null);
  const choices = edited ?? initialChoices(addons, sign);

  const done = () => {
    const picks: Pick[] = [];
    const chosen: SignAddon[] = [];
    for (const addon of addons) {
      addon.options.forEach((group, g) => {
        const index = choices[groupKey(addon.id, g)];
        const option = index === undefined ? undefined : group[index];
        if (index === undefined || !option) return;
        picks.push({ addon_id: addon.id, group: g, option: index });
        chosen.push(signAddonFrom(addon, option));
      });
    }
    onDone(chosen, picks);
    close();
  };

  if (query.isPending) return <LoadingState label="Loading add-ons…" />;
  if (query.error) return <ErrorState title="Could not load the add-ons" message={query.error.message} />;

  const headers = [...new Set(addons.map((addon) => addon.cost_label))];
  return (
    <>
      <ModalBody>
        {addons.length === 0 && <p className="text-body-secondary mb-0">No add-ons for this process.</p>}
        {headers.map((header) => (
          <fieldset key={header} className="mb-3">
            <legend className="h6">{header || 'Add-ons'}</legend>
            {addons
              .filter((addon) => addon.cost_label === header)
              .flatMap((addon) =>
                addon.options.map((group, g) => {
                  const key = groupKey(addon.id, g);
                  const label = addon.options.length > 1 ? `${header} ${g + 1}` : header;
                  return (
                    <Form.Group key={key} controlId={`addon-${key}`} className="mb-2">
                      <Form.Label className="visually-hidden">{label}</Form.Label>
                      <Form.Select
                        value={choices[key] ?? ''}
                        onChange={(event) => {
                          const next = { ...choices };
                          if (event.target.value === '') delete next[key];
                          else next[key] = Number(event.target.value);
                          setEdited(next);
                        }}
                      >
                        <option value="">None</option>
                        {group.map((option, index) => (
                          <option key={index} value={index}>
                            {option.label}
                            {priceHint(option)}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  );
                }),
              )}
          </fieldset>
        ))}
      </ModalBody>
      <ModalActions close={close} confirm="Done" onConfirm={done} />
    </>
  );
}

/** Add-ons of one sign, grouped by header, one choice per option group. */
export function openAddonsModal(input: {
  sign: SignRow;
  name: string;
  typeLabel: string;
  path: SignPath;
  dispatch: Dispatch<EditorAction>;
}) {
  const { sign, name, typeLabel, path, dispatch } = input;
  openModal(`Add-ons for ${name}${typeLabel ? ` (${typeLabel})` : ''}`, (close) => (
    <AddonsBody
      sign={sign}
      close={close}
      onDone={(addons, picks) => {
        dispatch({ type: 'addons', path, addons, picks });
      }}
    />
  ));
}
