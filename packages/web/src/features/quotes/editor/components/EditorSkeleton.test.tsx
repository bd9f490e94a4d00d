import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorSkeleton } from './EditorSkeleton.tsx';

describe('EditorSkeleton', () => {
  it("paints the quote's named heading as a new element, which a browser takes as the page's largest paint", () => {
    const { rerender } = render(<EditorSkeleton quoteId={null} title="Quote" />);
    const before = screen.getByRole('heading', { level: 1, name: 'Quote' });
    rerender(<EditorSkeleton quoteId={null} title="Quote SAM11222026MER" />);
    const after = screen.getByRole('heading', { level: 1, name: 'Quote SAM11222026MER' });
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
  });
});
