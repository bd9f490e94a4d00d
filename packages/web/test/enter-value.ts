import { fireEvent } from '@testing-library/react';

/**
 * A person typing into a field or picking an option: the browser fires `input`, then `change`. Both are
 * sent because the app runs on Preact (build/preact-runtime.ts), whose onChange listens to `input` on
 * text fields and to `change` on selects and checkboxes; React listened to either.
 */
export function enterValue(element: Element, init: { target: { value: string } }) {
  fireEvent.input(element, init);
  fireEvent.change(element);
}
