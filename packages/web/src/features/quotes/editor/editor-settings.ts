import { quoteNumberPrefix, type Settings } from '@signshop/domain';
import type { Account } from '../../../platform/session.tsx';
import type { Numbering } from './quote-editor-state.ts';

/** The settings the editor honours, read from the account (the server fills in the defaults). */
export interface EditorSettings {
  excelArrowKeys: boolean;
  keypad: boolean;
  autoName: boolean;
  pinEditingRow: boolean;
  numbering: Numbering;
  raw: Settings;
}

export function editorSettingsOf(user: Account): EditorSettings {
  const raw = user.settings;
  return {
    excelArrowKeys: raw.excel_arrow_keys,
    keypad: raw.numbers_calculator_show,
    autoName: raw.auto_type_sign_type,
    pinEditingRow: raw.sign_editing_top,
    numbering: { user, prefix: quoteNumberPrefix(raw.quote_number_prefix, user.first_name) },
    raw,
  };
}
