import type { ThemeSettings } from '@signshop/domain';
import Form from 'react-bootstrap/Form';
import { bootswatchThemeNames } from '../../../../platform/theme/bootswatch-theme-names.ts';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface ThemePickerProps {
  id: string;
  label: string;
  themes: ThemeSettings;
  value: string;
  onChange: (name: string) => void;
}

/** A choice of every theme: the default look, Bootswatch themes, custom themes and external stylesheets. */
export function ThemePicker({ id, label, themes, value, onChange }: ThemePickerProps) {
  const named = (list: { name: string }[]) =>
    list
      .filter((theme) => theme.name.trim())
      .map((theme) => (
        <option key={theme.name} value={theme.name}>
          {theme.name}
        </option>
      ));
  return (
    <Form.Select id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Default</option>
      <optgroup label="Bootswatch">
        {bootswatchThemeNames.map((name) => (
          <option key={name} value={name}>
            {capitalised(name)}
          </option>
        ))}
      </optgroup>
      {themes.custom_themes.length > 0 && <optgroup label="Custom">{named(themes.custom_themes)}</optgroup>}
      {themes.external_themes.length > 0 && (
        <optgroup label="External">{named(themes.external_themes)}</optgroup>
      )}
    </Form.Select>
  );
}
