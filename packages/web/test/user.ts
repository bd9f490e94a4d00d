import userEvent from '@testing-library/user-event';

/**
 * A person at the keyboard and mouse (Testing Library's user-event). Tests that run fake timers pass
 * `{ advanceTimers: vi.advanceTimersByTime }`.
 */
export const person = (options?: Parameters<typeof userEvent.setup>[0]) => userEvent.setup(options);

/** A person clearing a text field and typing `text` into it key by key (`{` and `[` are typed as such). */
export async function typeInto(element: Element, text: string) {
  const user = userEvent.setup();
  await user.clear(element);
  if (text !== '') await user.type(element, text.replace(/[{[]/g, '$&$&'));
}
