import { isHttpUrl, timeOfDaySchema, type ThemeSettings } from '@signshop/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Stack from 'react-bootstrap/Stack';
import { ThemePicker } from './ThemePicker.tsx';

interface ThemeFieldsProps {
  themes: ThemeSettings;
  onChange: (themes: ThemeSettings) => void;
}

/** Replaces item `index` of a list with a changed copy. */
function replaced<T>(list: T[], index: number, change: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...change } : item));
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline-danger" size="sm" aria-label={label} onClick={onClick}>
      Remove
    </Button>
  );
}

function Section({ title, onAdd, children }: { title: string; onAdd: () => void; children: ReactNode }) {
  return (
    <div className="mb-3">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 className="h6 mb-0">{title}</h2>
        <Button variant="outline-primary" size="sm" onClick={onAdd}>
          Add {title.toLowerCase().replace(/s$/, '')}
        </Button>
      </div>
      <Stack gap={2}>{children}</Stack>
    </div>
  );
}

/** The theme, custom CSS themes, external stylesheets and time-of-day items. */
export function ThemeFields({ themes, onChange }: ThemeFieldsProps) {
  const set = (change: Partial<ThemeSettings>) => onChange({ ...themes, ...change });
  const { custom_themes: customs, external_themes: externals, time_items: times } = themes;
  // A time changes only once a whole value is chosen; a half-typed time is ignored.
  const setTime = (index: number, key: 'start_time' | 'end_time', value: string) => {
    if (timeOfDaySchema.safeParse(value).success)
      set({ time_items: replaced(times, index, { [key]: value }) });
  };
  return (
    <fieldset className="mb-4">
      <legend className="h5">Theme</legend>
      <Form.Group className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label htmlFor="theme-selected">Theme</Form.Label>
        <ThemePicker
          id="theme-selected"
          label="Theme"
          themes={themes}
          value={themes.is_selected}
          onChange={(name) => set({ is_selected: name })}
        />
      </Form.Group>
      <Section
        title="Custom themes"
        onAdd={() => set({ custom_themes: [...customs, { name: '', body: '' }] })}
      >
        {customs.map((theme, index) => (
          <div
            key={index}
            className="border rounded p-2"
            aria-label={`Custom theme ${index + 1}`}
            role="group"
          >
            <div className="d-flex gap-2 mb-2">
              <Form.Control
                aria-label="Custom theme name"
                placeholder="Name"
                value={theme.name}
                onChange={(event) =>
                  set({ custom_themes: replaced(customs, index, { name: event.target.value }) })
                }
              />
              <RemoveButton
                label={`Remove custom theme ${theme.name}`}
                onClick={() => set({ custom_themes: customs.filter((_, i) => i !== index) })}
              />
            </div>
            <Form.Control
              as="textarea"
              rows={4}
              aria-label="Custom theme CSS"
              placeholder=".navbar { background: #123456; }"
              className="font-monospace"
              value={theme.body}
              onChange={(event) =>
                set({ custom_themes: replaced(customs, index, { body: event.target.value }) })
              }
            />
          </div>
        ))}
      </Section>
      <Section
        title="External stylesheets"
        onAdd={() => set({ external_themes: [...externals, { name: '', url: 'https://' }] })}
      >
        {externals.map((theme, index) => {
          const invalid = !isHttpUrl(theme.url);
          return (
            <div key={index} className="d-flex gap-2 align-items-start" role="group">
              <Form.Control
                aria-label="External stylesheet name"
                placeholder="Name"
                style={{ maxWidth: '12rem' }}
                value={theme.name}
                onChange={(event) =>
                  set({ external_themes: replaced(externals, index, { name: event.target.value }) })
                }
              />
              <div className="flex-grow-1">
                <Form.Control
                  aria-label="External stylesheet URL"
                  type="url"
                  value={theme.url}
                  isInvalid={invalid}
                  onChange={(event) =>
                    set({ external_themes: replaced(externals, index, { url: event.target.value }) })
                  }
                />
                <Form.Control.Feedback type="invalid">
                  The stylesheet URL must start with http:// or https://.
                </Form.Control.Feedback>
              </div>
              <RemoveButton
                label={`Remove external stylesheet ${theme.name}`}
                onClick={() => set({ external_themes: externals.filter((_, i) => i !== index) })}
              />
            </div>
          );
        })}
      </Section>
      <Section
        title="Time items"
        onAdd={() => set({ time_items: [...times, { name: '', start_time: '00:00', end_time: '23:59' }] })}
      >
        <Form.Text className="mt-0">
          Between its start and end (both included) a time item&apos;s theme replaces the chosen one; an end
          before the start runs past midnight. The first matching item wins.
        </Form.Text>
        {times.map((item, index) => (
          <div key={index} className="d-flex flex-wrap gap-2 align-items-center" role="group">
            <div style={{ minWidth: '12rem' }}>
              <ThemePicker
                id={`time-item-${index}-theme`}
                label={`Time item ${index + 1} theme`}
                themes={themes}
                value={item.name}
                onChange={(name) => set({ time_items: replaced(times, index, { name }) })}
              />
            </div>
            <Form.Control
              type="time"
              aria-label={`Time item ${index + 1} start`}
              style={{ width: '8rem' }}
              value={item.start_time}
              onChange={(event) => setTime(index, 'start_time', event.target.value)}
            />
            <span>to</span>
            <Form.Control
              type="time"
              aria-label={`Time item ${index + 1} end`}
              style={{ width: '8rem' }}
              value={item.end_time}
              onChange={(event) => setTime(index, 'end_time', event.target.value)}
            />
            <RemoveButton
              label={`Remove time item ${index + 1}`}
              onClick={() => set({ time_items: times.filter((_, i) => i !== index) })}
            />
          </div>
        ))}
      </Section>
    </fieldset>
  );
}
