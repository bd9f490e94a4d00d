import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted.ts';

describe('usePainted', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false until the page has painted a frame with ready true, then stays true', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result, rerender } = renderHook(({ ready }) => usePainted(ready), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(0); // nothing waits for a frame while not ready

    rerender({ ready: true });
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    await act(async () => {
      frames[0]!(performance.now()); // the frame paints; the task it queued runs after it
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(result.current).toBe(true);

    rerender({ ready: true });
    expect(result.current).toBe(true);
    expect(frames).toHaveLength(1);
  });

  it('does not wait in a background tab, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => usePainted(true));
    await act(async () => {});
    expect(result.current).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
