import { TEXT_MAX, type Settings } from '@signshop/domain';
import Form from 'react-bootstrap/Form';
import type { SettingsEdit } from '../settings-form.ts';

const switches = [
  ['excel_arrow_keys', 'Spreadsheet keys: arrows and Enter move between sign fields'],
  ['numbers_calculator_show', 'Show the on-screen number keypad'],
  ['auto_type_sign_type', 'Name new signs automatically (A, B, C…)'],
  ['sign_editing_top', 'Keep the sign being edited pinned at the top'],
] as const satisfies readonly (readonly [keyof Settings, string])[];

/** The settings that change the quote editor. */
export function EditorSettingsFields({ settings, edit }: { settings: Settings; edit: SettingsEdit }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5">Quote editor</legend>
      {switches.map(([key, label]) => (
        <Form.Check
          key={key}
          type="switch"
          id={`setting-${key}`}
          label={label}
          checked={settings[key]}
          onChange={(event) => edit({ [key]: event.target.checked })}
        />
      ))}
      <Form.Group className="mt-3" controlId="setting-quote_number_prefix" style={{ maxWidth: '16rem' }}>
        <Form.Label>Quote number prefix</Form.Label>
        <Form.Control
          value={settings.quote_number_prefix}
          maxLength={TEXT_MAX.quoteNumberPrefix}
          onChange={(event) => edit({ quote_number_prefix: event.target.value })}
        />
        <Form.Text>Starts each new quote number.</Form.Text>
      </Form.Group>
    </fieldset>
  );
}
