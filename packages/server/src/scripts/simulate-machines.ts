import fs from 'node:fs';
import path from 'node:path';
import { estimatedEnd, MACHINES, type Plate } from '@signshop/domain';
import { MACHINE_INGEST_TOKEN_FILE } from '../data-dir-secrets.ts';

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

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const JOBS = [
  'CityHall_Lobby',
  'Mercy_Clinic_Wing2',
  'Harbor_Hotel_Rooms',
  'Summit_Schools_Exit',
  'Cedar_Bank_Suite',
];
const OPERATORS = ['Ana', 'Bo', 'Cy', 'Dee'];

function newPlate(machine: string, start: number): Plate {
  const expected = 1800 + Math.round(random() * 5400);
  return {
    machine: machine as Plate['machine'],
    file_name: `${pick(JOBS)}_plate${1 + Math.floor(random() * 12)}.nc`,
    start_time: start,
    end_time: null,
    expected_time: expected,
    operator: pick(OPERATORS),
    temperature: Math.round((19 + random() * 5) * 10) / 10,
    humidity: Math.round(35 + random() * 20),
    air_quality: Math.round(5 + random() * 30),
    pressure: Math.round(1005 + random() * 15),
    height: pick([12, 18, 24, 24, 48]),
    width: pick([18, 24, 48, 48, 96]),
    version: '3.2',
    tool_info: [3, 5].map((tool_number) => ({
      tool_number,
      feed_rate: 90 + Math.round(random() * 60),
      length: Math.round((1.25 + random() * 0.002) * 10_000) / 10_000,
    })),
    imperfections: [],
  };
}

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
  for (const machine of MACHINES) {
    let start = now() - hours * 3600;
    while (start < now()) {
      const plate = newPlate(machine, start);
      const end = Math.round(estimatedEnd(plate) - random() * 600);
      if (end > now()) {
        running.set(machine, plate);
        await send(plate);
      } else {
        await send({ ...plate, end_time: end });
      }
      sent += 1;
      // Mostly short changeovers; now and then a break over 600 s.
      start = end + (random() < 0.15 ? 900 + Math.round(random() * 3600) : 60 + Math.round(random() * 400));
    }
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
        const next = newPlate(machine, now());
        running.set(machine, next);
        await send(next);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000));
  }
}

await history(option('hours', 24));
if (!args.includes('--once')) await live(option('interval', 5));
