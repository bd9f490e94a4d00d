import fc from 'fast-check';
import { jobSquareFeet, squareFeetOf } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { jobSquareInchesSql } from './job-square-inches.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Sizes as a quote holds them: inches to a hundredth (a few negative, which count as 0).
const figure = fc.integer({ min: -5_000, max: 200_000 }).map((hundredths) => hundredths / 100);
const sign = fc.record({ height: figure, width: figure, quantity: fc.integer({ min: -2, max: 300 }) });

it("sums a job's square inches in the query as the domain's jobSquareFeet does", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(sign, { maxLength: 8 }), async (signs) => {
      const { rows } = await t.db.execute<{ inches: number }>(
        sql`SELECT ${jobSquareInchesSql(sql`${JSON.stringify(signs)}::jsonb`)} AS inches`,
      );
      expect(squareFeetOf(Number(rows[0]!.inches))).toBeCloseTo(jobSquareFeet(signs), 6);
    }),
    { numRuns: 60 },
  );
});

it('counts a sign without a size as none', async () => {
  const { rows } = await t.db.execute<{ inches: number }>(
    sql`SELECT ${jobSquareInchesSql(sql`'[{"height": 12, "width": 12, "quantity": 2}, {"quantity": 3}]'::jsonb`)} AS inches`,
  );
  expect(Number(rows[0]!.inches)).toBe(288);
});
