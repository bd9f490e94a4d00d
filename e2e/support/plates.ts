import fs from 'node:fs';
import path from 'node:path';
import type { Plate } from '@signshop/domain';
import { BASE_URL, DATA_DIR } from './test-env.ts';

/** The e2e server's ingest token: main.ts keeps a generated one in the data dir. */
export function ingestToken(): string {
  return fs.readFileSync(path.join(DATA_DIR, 'machine-ingest-token'), 'utf8').trim();
}

/** Posts one plate through the real ingest API, as a machine's agent does. */
export async function ingestPlate(plate: Plate): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/milling/file`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestToken()}` },
    body: JSON.stringify(plate),
  });
  if (!response.ok) throw new Error(`ingest refused (${response.status}): ${await response.text()}`);
}

/** The job whose plates run on HAAS1 (its file names contain it). */
export const E2E_JOB = 'E2E_Lobby';

const tools = (length3: number, feed5 = 80) => [
  { tool_number: 3, feed_rate: 100, length: length3 },
  { tool_number: 5, feed_rate: feed5, length: 2 },
];

function plate(fields: Partial<Plate> & Pick<Plate, 'machine' | 'file_name' | 'start_time'>): Plate {
  return {
    end_time: null,
    expected_time: 3000,
    operator: 'Ana',
    temperature: 20.5,
    humidity: 45,
    air_quality: 20,
    pressure: 1008,
    height: 2,
    width: 4,
    version: '3.2',
    tool_info: tools(1.25),
    imperfections: [],
    ...fields,
  };
}

/**
 * A fixed set of plates relative to `now` (Unix seconds), sizes in feet:
 * - HAAS1 (job E2E_Lobby): 4 plates, the last running; big breaks of 900 s and 3000 s; tool 3's
 *   length grows by 0.001 (> 0.0005) between the 2nd and 3rd plate; the 3rd plate's area is 3
 *   (does not count for value).
 * - HAAS2: one running plate, the most recent of all (its readings are the room's), already past
 *   its estimated end.
 * - HAAS3, HAAS4: one stopped plate each. HAAS5, HAAS6: none.
 */
export function e2ePlates(now: number): Plate[] {
  const file = (n: number) => `${E2E_JOB}_plate${n}.nc`;
  return [
    plate({
      machine: 'HAAS1',
      file_name: file(1),
      start_time: now - 14_400,
      end_time: now - 11_400,
      height: 2,
      width: 4,
    }),
    plate({
      machine: 'HAAS1',
      file_name: file(2),
      start_time: now - 10_500,
      end_time: now - 8_100,
      height: 2,
      width: 3,
    }),
    plate({
      machine: 'HAAS1',
      file_name: file(3),
      start_time: now - 7_800,
      end_time: now - 4_200,
      height: 1.5,
      width: 2,
      tool_info: tools(1.251),
    }),
    plate({
      machine: 'HAAS1',
      file_name: file(4),
      start_time: now - 1_200,
      expected_time: 3_600,
      operator: 'Bo',
      height: 3,
      width: 4,
      tool_info: tools(1.251),
    }),
    plate({
      machine: 'HAAS2',
      file_name: 'Harbor_Hotel_Rooms_plate7.nc',
      start_time: now - 600,
      expected_time: 60, // estimated end now − 271 s: overdue by 5 min

      operator: 'Cy',
      temperature: 22.5,
      humidity: 41,
      air_quality: 12,
      pressure: 1012,
      height: 4,
      width: 8,
    }),
    plate({
      machine: 'HAAS3',
      file_name: 'Cedar_Bank_Suite_plate2.nc',
      start_time: now - 7_200,
      end_time: now - 3_600,
      expected_time: 3_300,
      operator: 'Dee',
      height: 2,
      width: 3,
    }),
    plate({
      machine: 'HAAS4',
      file_name: 'Mercy_Clinic_Wing2_plate1.nc',
      start_time: now - 10_800,
      end_time: now - 7_200,
      height: 4,
      width: 4,
      tool_info: tools(1.2502, 95),
    }),
  ];
}

/** Posts the fixed plate set; returns the plates as sent. */
export async function ingestE2ePlates(now = Math.floor(Date.now() / 1000)): Promise<Plate[]> {
  const plates = e2ePlates(now);
  for (const one of plates) await ingestPlate(one);
  return plates;
}
