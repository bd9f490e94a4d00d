import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateMaskInput } from './DateMaskInput.tsx';
import { person, typeInto } from '../../test/user.ts';

function Harness({
  initial = null as string | null,
  onValue = (_: string | null) => {},
  onProblem = (_: string | null) => {},
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateMaskInput
        label="Min Date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        onProblem={onProblem}
      />
      <output aria-label="value">{value ?? 'none'}</output>
      <button type="button" onClick={() => setValue('2025-02-03')}>
        Set
      </button>
      <button type="button" onClick={() => setValue(null)}>
        Clear
      </button>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Min Date');
const type = (text: string) => typeInto(input(), text);
const current = () => screen.getByLabelText('value').textContent;

describe('DateMaskInput', () => {
  it('shows a JustDate as mm/dd/yyyy', () => {
    render(<Harness initial="2024-12-03" />);
    expect(input().value).toBe('12/03/2024');
    expect(input().placeholder).toBe('mm/dd/yyyy');
  });

  it('masks digits as they are typed and counts the date only with 8 digits', async () => {
    const user = person();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(input(), '1203');
    expect(input().value).toBe('12/03');
    expect(current()).toBe('none');
    await user.type(input(), '/202');
    expect(input().value).toBe('12/03/202');
    expect(current()).toBe('none');
    await user.type(input(), '4');
    expect(input().value).toBe('12/03/2024');
    expect(current()).toBe('2024-12-03');
    expect(onValue).toHaveBeenCalledTimes(1);
    await user.type(input(), '{Backspace}');
    expect(current()).toBe('none');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('drops letters and extra digits', async () => {
    render(<Harness />);
    await type('1a2b0c3d2024999');
    expect(input().value).toBe('12/03/2024');
    expect(current()).toBe('2024-12-03');
  });

  it('marks 8 digits that are not a real date and keeps the value null', async () => {
    render(<Harness />);
    await type('13452024');
    expect(input().value).toBe('13/45/2024');
    expect(input().className).toContain('is-invalid');
    expect(current()).toBe('none');
  });

  it('says at once that a whole date is not on the calendar, and tells the owner', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await type('02302026');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('02/30/2026 is not a day on the calendar.').id).toBe(
      input().getAttribute('aria-describedby'),
    );
    expect(onProblem).toHaveBeenLastCalledWith('02/30/2026 is not a day on the calendar.');
    expect(current()).toBe('none');
  });

  it('says a partial date is one once focus leaves the field, and clears it once whole', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await type('1203');
    expect(onProblem).toHaveBeenLastCalledWith('Type the whole date as mm/dd/yyyy.');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input());
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Type the whole date as mm/dd/yyyy.')).toBeTruthy();
    await person().type(input(), '2026');
    expect(current()).toBe('2026-12-03');
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('Type the whole date as mm/dd/yyyy.')).toBeNull();
  });

  it('refuses a year outside 1900 to 2100', async () => {
    render(<Harness />);
    await type('12020244');
    expect(screen.getByText('Type a year from 1900 to 2100.')).toBeTruthy();
    expect(current()).toBe('none');
  });

  it('keeps the caret after a digit typed in the middle, so a retyped day does not shift into the year', async () => {
    const user = person();
    render(<Harness initial="2024-12-02" />);
    // Delete the day's 2 (after "12/0") and type 3 in its place.
    await user.type(input(), '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input().value).toBe('12/02/024');
    expect(input().selectionStart).toBe(4);
    await user.keyboard('3');
    expect(input().value).toBe('12/03/2024');
    expect(current()).toBe('2024-12-03');
  });

  it('shows a new value set from outside, and clears with it', async () => {
    render(<Harness />);
    await type('0102');
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(input().value).toBe('02/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
  });

  it('stays on the given value when the owner ignores a change', async () => {
    render(<DateMaskInput label="Min Date" value="2024-01-05" onChange={() => {}} />);
    await type('01/06/2024');
    expect(input().value).toBe('01/05/2024');
  });

  it('takes a typed date over a value whose owner keeps it until a whole date is typed (the quote editor)', async () => {
    const onChange = vi.fn();
    function KeepsLastWholeDate() {
      const [value, setValue] = useState<string | null>('2026-11-25');
      return (
        <DateMaskInput
          label="Min Date"
          value={value}
          onChange={(next) => {
            onChange(next);
            if (next) setValue(next);
          }}
        />
      );
    }
    const user = person();
    render(<KeepsLastWholeDate />);
    await user.clear(input());
    let shown = '';
    for (const typed of ['1', '12', '12/0', '12/01', '12/01/2', '12/01/202']) {
      await user.type(input(), typed.slice(shown.length));
      shown = typed;
      expect(input().value).toBe(typed);
    }
    await user.type(input(), '6');
    expect(input().value).toBe('12/01/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('uses the given id', () => {
    render(<DateMaskInput label="Due" id="due-date" value={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Due').id).toBe('due-date');
  });
});
