import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPager } from './ListPager.tsx';

describe('ListPager', () => {
  it('names what the list holds in its empty text and its fields', () => {
    render(
      <ListPager page={0} pageCount={10} count={0} items="tasks" onPage={() => {}} onPageCount={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toBe('No tasks');
    expect(screen.getByLabelText('Page').id).toBe('tasks-page');
    expect(screen.getByLabelText('Items Per Page').id).toBe('tasks-page-count');
  });
});
