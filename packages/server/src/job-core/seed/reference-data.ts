import { BACKLOG_STAGES, type AddonOption } from '@signshop/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markLatestStages } from '../backlog-sql.ts';
import { addons, backlogStages, signTypes } from '../../db/schema/index.ts';

/**
 * Starting processes in a fixed order (Other last, at order index 1000) with starting
 * costs a shop edits in /admin/addons: small = minimum price, medium = $/sq in, large = $/sq in
 * from 64 sq in.
 */
export const SEED_PROCESSES = [
  { label: 'Raster Braille', pdfLabel: 'Raster Braille ADA sign', small: 45, medium: 0.95, large: 0.8 },
  { label: 'Acrylic Applied', pdfLabel: 'Acrylic with applied copy', small: 35, medium: 0.85, large: 0.7 },
  { label: 'Thermoformed', pdfLabel: 'Thermoformed sign', small: 40, medium: 0.9, large: 0.75 },
  { label: 'Laminate', pdfLabel: 'Laminated sign', small: 30, medium: 0.75, large: 0.6 },
  { label: 'Digital Print', pdfLabel: 'Digitally printed sign', small: 25, medium: 0.55, large: 0.45 },
  {
    label: 'Evac Maps & Window Only',
    pdfLabel: 'Evacuation map / window insert',
    small: 60,
    medium: 0.65,
    large: 0.55,
  },
  { label: 'Glass Backers', pdfLabel: 'Glass backer', small: 50, medium: 1.1, large: 0.95 },
  {
    label: 'Non Tactile Window Sign',
    pdfLabel: 'Non-tactile window sign',
    small: 30,
    medium: 0.7,
    large: 0.6,
  },
  { label: 'Unfinished', pdfLabel: 'Unfinished blank', small: 20, medium: 0.4, large: 0.3 },
  { label: 'Other', pdfLabel: 'Custom sign', small: 30, medium: 0.9, large: 0.7 },
] as const;

const option = (label: string, squareInch: number, unit: number, pdfLabel = label): AddonOption => ({
  label,
  pdf_label: pdfLabel,
  square_inch_price: squareInch,
  unit_price: unit,
});

/** Starting add-on groups; `process` null means All processes. */
export const SEED_ADDONS: Array<{
  process: string | null;
  header: string;
  order: number;
  options: AddonOption[][];
}> = [
  {
    process: null,
    header: 'Colors',
    order: 10,
    options: [
      [option('Standard color', 0, 0), option('Custom color match', 0.02, 5), option('Two-tone', 0.04, 0)],
    ],
  },
  {
    process: null,
    header: 'Mounting',
    order: 20,
    options: [
      [
        option('Double-sided tape', 0, 1.5),
        option('Silicone and tape', 0, 2.5),
        option('Velcro', 0, 2),
        option('Standoffs (4)', 0, 12),
      ],
    ],
  },
  {
    process: 'Raster Braille',
    header: 'Braille Grade',
    order: 30,
    options: [[option('Grade 2 Braille', 0, 0), option('Grade 1 Braille', 0, 0)]],
  },
  {
    process: 'Acrylic Applied',
    header: 'Finishes',
    order: 40,
    options: [[option('Matte', 0, 0), option('Gloss', 0.02, 0), option('Brushed metal look', 0.05, 0)]],
  },
  {
    process: 'Glass Backers',
    header: 'Edge',
    order: 50,
    options: [[option('Polished edge', 0.03, 0), option('Beveled edge', 0.06, 0)]],
  },
  {
    process: 'Digital Print',
    header: 'Lamination',
    order: 60,
    options: [
      [
        option('No lamination', 0, 0),
        option('UV laminate', 0.03, 0),
        option('Anti-graffiti laminate', 0.06, 0),
      ],
    ],
  },
];

/** Reference data: backlog stages always kept current; starting processes and add-ons once (a database that has processes is left alone). */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedBacklogStages(db);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(signTypes);
    if ((existing?.n ?? 0) > 0) return;
    const inserted = await tx
      .insert(signTypes)
      .values(
        SEED_PROCESSES.map((p, index) => ({
          label: p.label,
          pdf_label: p.pdfLabel,
          small_size_cost: p.small,
          medium_size_cost: p.medium,
          large_size_cost: p.large,
          order_index: p.label === 'Other' ? 1000 : (index + 1) * 10,
          is_seed: true,
        })),
      )
      .returning({ id: signTypes.id, label: signTypes.label });
    const idOf = new Map(inserted.map((row) => [row.label, row.id]));
    await tx.insert(addons).values(
      SEED_ADDONS.map((a, index) => ({
        type_id: a.process === null ? null : idOf.get(a.process)!,
        cost_label: a.header,
        cost_order_index: a.order,
        order_index: index + 1,
        options: a.options,
        is_seed: true,
      })),
    );
  });
}

/** Writes the backlog stages of the domain's list (new ones added, labels and hints kept current). */
export async function seedBacklogStages(db: Db): Promise<void> {
  const before = new Map((await db.select().from(backlogStages)).map((stage) => [stage.id, stage.ordering]));
  for (const [ordering, stage] of BACKLOG_STAGES.entries()) {
    const values = { id: stage.id, key: stage.key, label: stage.label, ordering, hint: stage.hint };
    await db
      .insert(backlogStages)
      .values(values)
      .onConflictDoUpdate({ target: backlogStages.id, set: values });
  }
  // Each job's latest stage depends on the order, so a reordered list re-marks them.
  const reordered = BACKLOG_STAGES.some((stage, ordering) => (before.get(stage.id) ?? ordering) !== ordering);
  if (reordered) await markLatestStages(db);
}
