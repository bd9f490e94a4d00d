import fs from 'node:fs';
import path from 'node:path';
import { estimatedEnd, MACHINES, type Plate } from '@signshop/domain';
import { MACHINE_INGEST_TOKEN_FILE } from '../platform/data-dir/data-dir-secrets.ts';
import { newPlate, plateHistory, seededRandom } from '../features/milling/plate-generator.ts';

/**
 * `npm run machines:simulate [-- --hours 24] [-- --once] [-- --interval 5]`: feeds realistic plates
 * and sensor readings for HAAS1 to HAAS6 through the real ingest API (PUT /api/milling/file with
 * the ingest token): first `--hours` of history, then live plates until stopped (unless --once).
 * SIGNSHOP_URL (default http://localhost:3000) and MACHINE_INGEST_TOKEN or the data dir's token file.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const baseUrl = process.env.SIGNSHOP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const token =
  process.env.MACHINE_INGEST_TOKEN ??
  fs
    .readFileSync(
      path.join(path.resolve(process.env.DATA_DIR ?? './data'), MACHINE_INGEST_TOKEN_FILE),
      'utf8',
    )
    .trim();

const random = seededRandom(42);

async function send(plate: Plate) {
  const response = await fetch(`${baseUrl}/api/milling/file`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(plate),
  });
  if (!response.ok) throw new Error(`ingest refused (${response.status}): ${await response.text()}`);
}

const now = () => Math.floor(Date.now() / 1000);
const running = new Map<string, Plate>();

async function history(hours: number) {
  let sent = 0;
  for (const plate of plateHistory(random, now() - hours * 3600, now())) {
    if (plate.end_time === null) running.set(plate.machine, plate);
    await send(plate);
    sent += 1;
  }
  console.log(`sent ${sent} plates of history for ${MACHINES.join(', ')} to ${baseUrl}`);
}

async function live(intervalSeconds: number) {
  console.log(`live plates every ${intervalSeconds} s; Ctrl-C to stop`);
  for (;;) {
    for (const machine of MACHINES) {
      const plate = running.get(machine);
      if (plate && now() >= estimatedEnd(plate) - 300) {
        await send({ ...plate, end_time: now() });
        running.delete(machine);
      } else if (!plate && random() < 0.3) {
        const next = newPlate(random, machine, now());
        running.set(machine, next);
        await send(next);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000));
  }
}

await history(option('hours', 24));
if (!args.includes('--once')) await live(option('interval', 5));
