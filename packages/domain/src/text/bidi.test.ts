import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './bidi.ts';

describe('withoutBidiControls', () => {
  it('removes the right-to-left override and every other bidi control, keeping the letters', () => {
    expect(withoutBidiControls('report\u202Egnp.exe')).toBe('reportgnp.exe');
    expect(withoutBidiControls('\u2066a\u2067b\u2068c\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D')).toBe(
      'abc',
    );
    expect(withoutBidiControls('Café Zürich שלום')).toBe('Café Zürich שלום');
  });
});
