import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateMaskInput } from './DateMaskInput.tsx';
import { DATE_PICKER_BLUR_DELAY_MS, DatePicker } from './DatePicker.tsx';

function Harness({ initial = null as string | null, onValue = (_: string | null) => {} }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateMaskInput
        label="Due"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Pick a date for Due' });
const calendar = () => screen.queryByRole('dialog', { name: 'Calendar' });
const input = () => screen.getByLabelText<HTMLInputElement>('Due');

describe('DatePicker in DateMaskInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exports the 300 ms blur delay', () => {
    expect(DATE_PICKER_BLUR_DELAY_MS).toBe(300);
  });

  it('opens on the value month, marks today and the selected day', () => {
    render(<Harness initial="2026-11-05" />);
    expect(calendar()).toBeNull();
    fireEvent.click(toggle());
    expect(calendar()).not.toBeNull();
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    const selected = screen.getByRole('button', { name: 'November 5, 2026' });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(selected);
    const today = screen.getByRole('button', { name: 'November 22, 2026' });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-pressed')).toBe('false');
  });

  it('choosing a day calls onChange with the date, shows it and closes', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'November 9, 2026' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('2026-11-09');
    expect(input().value).toBe('11/09/2026');
    expect(calendar()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('navigates to the next and previous month, across the year end', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-15" onValue={onValue} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'January 2027' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'January 31, 2027' }));
    expect(onValue).toHaveBeenLastCalledWith('2027-01-31');
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeTruthy();
  });

  it('closes 300 ms after focus leaves, not at 299 ms', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    const day = screen.getByRole('button', { name: 'November 22, 2026' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    expect(document.activeElement).toBe(elsewhere);
    act(() => vi.advanceTimersByTime(DATE_PICKER_BLUR_DELAY_MS - 1));
    expect(calendar()).not.toBeNull();
    expect(day.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(calendar()).toBeNull();
  });

  it('stays open when focus comes back within the delay, or moves within it', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(200));
    act(() => input().focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(calendar()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Next month' }).focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(calendar()).not.toBeNull();
  });

  it('closes on Escape and returns focus to the button', () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <Harness />
      </div>,
    );
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole('button', { name: 'November 22, 2026' }), { key: 'Escape' });
    expect(calendar()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(outer).not.toHaveBeenCalled();
  });

  it('the toggle closes it again', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(calendar()).toBeNull();
  });
});

describe('DatePicker grid', () => {
  it('lays out a month from Sunday with padding cells', () => {
    render(<DatePicker value={null} today="2026-02-10" onSelect={() => {}} />);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(screen.getByRole('table', { name: 'February 2026' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /February \d+, 2026/ })).toHaveLength(28);
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(firstRow.querySelector('td button')?.getAttribute('aria-label')).toBe('February 1, 2026');
  });
});

describe('DatePicker by keyboard', () => {
  const day = (name: string) => screen.getByRole('button', { name });
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

  it('takes one Tab stop, on the selected day', () => {
    render(<DatePicker value="2026-11-05" today="2026-11-22" onSelect={() => {}} />);
    const stops = screen
      .getAllByRole('button', { name: /November \d+, 2026/ })
      .filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['November 5, 2026']);
  });

  it('moves by day and week with the arrow keys, across month ends, and picks with Enter', () => {
    const onSelect = vi.fn();
    render(<DatePicker value="2026-11-30" today="2026-11-22" onSelect={onSelect} />);
    act(() => day('November 30, 2026').focus());
    press('ArrowRight');
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('December 1, 2026'));
    press('ArrowUp');
    expect(document.activeElement).toBe(day('November 24, 2026'));
    press('ArrowDown');
    press('ArrowLeft');
    expect(document.activeElement).toBe(day('November 30, 2026'));
    press('Home');
    expect(document.activeElement).toBe(day('November 29, 2026'));
    press('End');
    expect(document.activeElement).toBe(day('December 5, 2026'));
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-12-05');
  });

  it('moves by month with Page Up and Page Down, keeping the day or the last day of a shorter month', () => {
    render(<DatePicker value="2026-01-31" today="2026-01-10" onSelect={() => {}} />);
    act(() => day('January 31, 2026').focus());
    press('PageDown');
    expect(document.activeElement).toBe(day('February 28, 2026'));
    press('PageUp');
    press('PageUp');
    expect(screen.getByRole('table', { name: 'December 2025' })).toBeTruthy();
    expect(document.activeElement).toBe(day('December 28, 2025'));
  });
});
