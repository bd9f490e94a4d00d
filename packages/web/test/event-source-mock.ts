import { vi } from 'vitest';

/** A stand-in EventSource: tests open, send to and inspect the streams a page opened. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The connection is (re)established. */
  open() {
    this.dispatchEvent(new Event('open'));
  }
  /** The server sends an event with this data. */
  send(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

/** Puts FakeEventSource in place of the browser's for the calling test file. */
export function installFakeEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
