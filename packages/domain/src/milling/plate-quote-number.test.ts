import { describe, expect, it } from 'vitest';
import { quoteNumberCandidates } from './plate-quote-number.ts';

describe('quoteNumberCandidates', () => {
  it('finds a quote number as a whole word of the file name, dashes and all, longest first', () => {
    const words = quoteNumberCandidates('Jobs/RAC-11252026MER-plate3.nc');
    expect(words).toContain('rac-11252026mer');
    expect(words[0]).toBe('rac-11252026mer-plate3');
    expect(quoteNumberCandidates('PAT03152026ACM_Gym_Room.nc')).toContain('pat03152026acm');
  });

  it('never offers a piece of a word', () => {
    expect(quoteNumberCandidates('xPAT03152026ACM.nc')).not.toContain('pat03152026acm');
  });
});
