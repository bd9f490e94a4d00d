import { MACHINES, optimalValue, plateValueStats, WEEK_SECONDS } from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { plateHistory, seededRandom } from './plate-generator.ts';

const NOW = 1_790_000_000;

describe('simulated plates (npm run machines:simulate and the demo)', () => {
  it("land each machine's week between 40 % and 110 % of the optimal weekly value, whatever the seed", () => {
    for (const seed of [42, 7, 2026]) {
      const plates = [...plateHistory(seededRandom(seed), NOW - WEEK_SECONDS, NOW)];
      for (const machine of MACHINES) {
        const mine = plates.filter((plate) => plate.machine === machine);
        const share = plateValueStats(mine).value / optimalValue(WEEK_SECONDS, 'five-days');
        expect(share, `${machine}, seed ${seed}`).toBeGreaterThanOrEqual(0.4);
        expect(share, `${machine}, seed ${seed}`).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it('are sheets measured in feet: at most 5 × 10 ft, a 4 × 8 ft plate taking over an hour', () => {
    const plates = [...plateHistory(seededRandom(42), NOW - WEEK_SECONDS, NOW)];
    expect(Math.max(...plates.map((plate) => plate.height))).toBeLessThanOrEqual(5);
    expect(Math.max(...plates.map((plate) => plate.width))).toBeLessThanOrEqual(10);
    const fourByEight = plates.filter((plate) => plate.height === 4 && plate.width === 8);
    expect(fourByEight.length).toBeGreaterThan(0);
    for (const plate of fourByEight) expect(plate.expected_time).toBeGreaterThan(3600);
  });
});
