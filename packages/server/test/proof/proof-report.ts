import fs from 'node:fs';

/** Goals that proof figures answer to. */
export const NO_LOST_WRITES = 'zero lost writes';
export const NO_SERVER_ERRORS = 'zero 5xx';

/**
 * Adds a figure of a proof test to the file PROOF_REPORT names, one JSON line per figure, as
 * `npm run bench -- --only proof` asks when it runs the long versions; nothing otherwise.
 */
export function reportFigure(figure: {
  scenario: string;
  metric: string;
  value: number | string;
  goal?: string;
}) {
  const file = process.env.PROOF_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ ...figure, value: String(figure.value) })}\n`);
}
