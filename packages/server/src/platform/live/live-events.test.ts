import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelHandler } from '../listen/listen-client.ts';
import { FLOOR_CHANGES_CHANNEL, HEARTBEAT_MS, LiveEvents } from './live-events.ts';

/** A stand-in response that keeps what is written to it. */
class FakeResponse extends EventEmitter {
  written = '';
  ended = false;
  writeHead() {
    return this;
  }
  write(text: string) {
    this.written += text;
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

function hub() {
  const handlers = new Map<string, ChannelHandler>();
  const live = new LiveEvents({ subscribe: (channel, handler) => void handlers.set(channel, handler) });
  const hear = (payload: string | null) => handlers.get(FLOOR_CHANGES_CHANNEL)!(payload);
  const open = () => {
    const response = new FakeResponse();
    live.open(response as unknown as ServerResponse);
    return response;
  };
  return { live, hear, open };
}

afterEach(() => vi.useRealTimers());

describe('the live events hub', () => {
  it('sends each notification to every open stream, and drops what is not an event', () => {
    const { hear, open } = hub();
    const [a, b] = [open(), open()];
    hear('{"kind":"board","quote_id":7}');
    hear('not json');
    hear('{"kind":"unknown","quote_id":1}');
    for (const stream of [a, b]) expect(stream.written).toContain('data: {"kind":"board","quote_id":7}\n\n');
    expect(a.written.match(/^data:/gm)).toHaveLength(1);
  });

  it('asks every stream to refetch (resync) when the listening connection is lost', () => {
    const { hear, open } = hub();
    const stream = open();
    hear(null);
    expect(stream.written).toContain('data: {"kind":"resync","quote_id":null}\n\n');
  });

  it('sends a heartbeat comment while streams are open, and stops it when the last one leaves', () => {
    vi.useFakeTimers();
    const { live, open } = hub();
    const stream = open();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(stream.written).toContain(': heartbeat\n\n');
    stream.emit('close');
    expect(live.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends every stream when the instance closes', () => {
    const { live, open } = hub();
    const streams = [open(), open()];
    live.closeAll();
    expect(streams.every((stream) => stream.ended)).toBe(true);
    expect(live.size).toBe(0);
  });
});
