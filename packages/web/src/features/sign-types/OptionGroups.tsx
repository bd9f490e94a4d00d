import Button from 'react-bootstrap/Button';
import type { AddonOption } from '@signshop/domain';
import { emptyOption } from './addon-rows.ts';
import { CommitNumberInput } from './CommitNumberInput.tsx';
import { LongTextField } from './LongTextField.tsx';

type Groups = AddonOption[][];

/** An option's fields: title (column title and label), phone label, column width, kind. */
const FIELDS = [
  { field: 'label', title: 'Label', short: 'Label', width: 'col-12 col-md-4', text: true },
  { field: 'pdf_label', title: 'PDF Label', short: 'PDF Label', width: 'col-12 col-md-4', text: true },
  { field: 'square_inch_price', title: 'Square Inch Price', short: 'Sq Inch Price', width: 'col-5 col-md-2' },
  { field: 'unit_price', title: 'Unit Price', short: 'Unit Price', width: 'col-5 col-md-1' },
] as const;

function OptionRow({
  option,
  name,
  onChange,
  onRemove,
}: {
  option: AddonOption;
  name: string;
  onChange: (option: AddonOption) => void;
  onRemove: () => void;
}) {
  return (
    <div className="row g-2 align-items-end mb-2 option-row">
      {FIELDS.map(({ field, title, short, width, ...kind }) => {
        const label = `${title} for ${name}`;
        const value = option[field];
        return (
          <div key={field} className={width}>
            {/* Phones hide the column titles, so each field is named over it. */}
            <div className="d-md-none small text-body-secondary" aria-hidden="true">
              {short}
            </div>
            {'text' in kind && typeof value === 'string' ? (
              <LongTextField
                label={label}
                placeholder={title}
                value={value}
                onChange={(text) => onChange({ ...option, [field]: text })}
              />
            ) : (
              <CommitNumberInput
                live
                label={label}
                value={Number(value)}
                onCommit={(number) => onChange({ ...option, [field]: number })}
              />
            )}
          </div>
        );
      })}
      <div className="col-2 col-md-1 text-end">
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Remove ${name}`}
          title="Remove option"
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    </div>
  );
}

/** An add-on's option groups: each group a list of choices with labels and prices. */
export function OptionGroups({
  groups,
  name,
  onChange,
}: {
  groups: Groups;
  /** The add-on's name, for labels ("Frames add-on 1"). */
  name: string;
  onChange: (groups: Groups) => void;
}) {
  const setGroup = (index: number, group: AddonOption[]) =>
    onChange(groups.map((g, i) => (i === index ? group : g)));
  return (
    <div className="mt-2">
      {groups.map((group, g) => (
        <div
          key={g}
          role="group"
          aria-label={`${name} option group ${g + 1}`}
          className="option-group rounded-2 bg-body-tertiary p-2 mb-2"
        >
          <div className="d-flex align-items-center justify-content-between mb-1">
            <span className="small fw-semibold">Option group {g + 1}</span>
            <Button
              size="sm"
              variant="link"
              className="link-danger p-0"
              aria-label={`Remove option group ${g + 1} of ${name}`}
              onClick={() => onChange(groups.filter((_, i) => i !== g))}
            >
              Remove group
            </Button>
          </div>
          {group.length > 0 && (
            <div className="row g-2 d-none d-md-flex small text-body-secondary" aria-hidden="true">
              {FIELDS.map(({ field, title, width }) => (
                <div key={field} className={width}>
                  {title}
                </div>
              ))}
            </div>
          )}
          {group.map((option, o) => (
            <OptionRow
              key={o}
              option={option}
              name={`${name} option ${g + 1}.${o + 1}`}
              onChange={(next) =>
                setGroup(
                  g,
                  group.map((item, i) => (i === o ? next : item)),
                )
              }
              onRemove={() =>
                setGroup(
                  g,
                  group.filter((_, i) => i !== o),
                )
              }
            />
          ))}
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={`Add option to group ${g + 1} of ${name}`}
            onClick={() => setGroup(g, [...group, emptyOption()])}
          >
            + Option
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Add option group to ${name}`}
        onClick={() => onChange([...groups, [emptyOption()]])}
      >
        + Option group
      </Button>
    </div>
  );
}
