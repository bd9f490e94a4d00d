import userEvent from '@testing-library/user-event';

/**
 * A person at the keyboard and mouse (Testing Library's user-event). Keys follow each other without
 * a pause (each event is still wrapped in act), which keeps long forms quick on a busy machine. Tests
 * that run fake timers pass `{ advanceTimers: vi.advanceTimersByTime }`.
 */
export const person = (options?: Parameters<typeof userEvent.setup>[0]) =>
  userEvent.setup({ delay: null, ...options });

/** A person clearing a text field and typing `text` into it key by key (`{` and `[` are typed as such). */
export async function typeInto(element: Element, text: string) {
  const user = person();
  await user.clear(element);
  if (text !== '') await user.type(element, text.replace(/[{[]/g, '$&$&'));
}
