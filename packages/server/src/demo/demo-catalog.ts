import type { Equipment } from '@signshop/domain';

/** What a sign of a demo job is: its process (by the seeded label), size in inches and quantity range. */
export interface SignPattern {
  process: string;
  width: number;
  height: number;
  quantity: [number, number];
  /** A sub-part (e.g. a paper insert) priced with the sign. */
  part?: { process: string; width: number; height: number };
}

/** A kind of job a sign shop does, with the signs it holds and the material it is made of. */
export interface JobKind {
  name: string;
  signs: SignPattern[];
  materials: string;
  thermoformed?: boolean;
}

export const JOB_KINDS: JobKind[] = [
  {
    name: 'Room ID Signs',
    materials: 'Non Glare, Gemini',
    signs: [
      {
        process: 'Raster Braille',
        width: 8,
        height: 8,
        quantity: [20, 90],
        part: { process: 'Unfinished', width: 8, height: 2 },
      },
      { process: 'Raster Braille', width: 6, height: 8, quantity: [10, 40] },
    ],
  },
  {
    name: 'Restroom ADA Signs',
    materials: 'Black Acrylic',
    signs: [
      { process: 'Raster Braille', width: 6, height: 9, quantity: [6, 24] },
      { process: 'Acrylic Applied', width: 12, height: 12, quantity: [2, 8] },
    ],
  },
  {
    name: 'Evacuation Maps',
    materials: 'Clear, Digital Print',
    signs: [{ process: 'Evac Maps & Window Only', width: 11, height: 17, quantity: [8, 30] }],
  },
  {
    name: 'Wayfinding Directories',
    materials: 'Painted Acrylic, Aluminum',
    signs: [
      { process: 'Acrylic Applied', width: 24, height: 36, quantity: [2, 6] },
      { process: 'Glass Backers', width: 18, height: 24, quantity: [1, 4] },
    ],
  },
  {
    name: 'Exit Stair Signs',
    materials: 'Photoluminescent',
    signs: [{ process: 'Other', width: 12, height: 18, quantity: [6, 30] }],
  },
  {
    name: 'Donor Wall',
    materials: 'Clear, Painted Acrylic',
    signs: [
      { process: 'Acrylic Applied', width: 48, height: 96, quantity: [1, 1] },
      { process: 'Laminate', width: 4, height: 10, quantity: [20, 60] },
    ],
  },
  {
    name: 'Window Graphics',
    materials: 'Mylar',
    signs: [
      { process: 'Non Tactile Window Sign', width: 36, height: 48, quantity: [2, 12] },
      { process: 'Digital Print', width: 24, height: 36, quantity: [2, 10] },
    ],
  },
  {
    name: 'Parking Garage Signs',
    materials: 'Aluminum',
    signs: [{ process: 'Digital Print', width: 18, height: 24, quantity: [10, 40] }],
  },
  {
    name: 'Thermoformed Room Signs',
    materials: 'Thermoformed',
    thermoformed: true,
    signs: [{ process: 'Thermoformed', width: 8, height: 8, quantity: [20, 70] }],
  },
];

export const JOB_AREAS = [
  'Main Lobby',
  'Wing 2',
  'East Tower',
  'Building C',
  'Level 3',
  'Admin Offices',
  'Gymnasium',
  'Suite 400',
  'North Campus',
  'Parking Structure',
  'Renovation Phase 1',
  'New Annex',
];

/** A production step of the scheduler; the daily schedule lists them as tasks. */
export interface ScheduleStep {
  short_description: string;
  equip: Equipment;
  process: string;
  thickness: string;
}

export const SCHEDULE_STEPS: ScheduleStep[] = [
  { short_description: 'Cut backers', equip: 'Laser', process: 'Cut', thickness: '1/8' },
  {
    short_description: 'Tactile copy and braille',
    equip: 'Engraver',
    process: 'Raster Braille',
    thickness: '1/32',
  },
  { short_description: 'Route letters', equip: 'Router', process: 'Route letters', thickness: '1/4' },
  { short_description: 'Print inserts', equip: 'Printer', process: 'Print + Laminate', thickness: '.02' },
  { short_description: 'Paint returns', equip: 'Paint', process: 'Paint Returns', thickness: '1/8' },
  { short_description: 'Cut vinyl copy', equip: 'Plotter/Other', process: 'Cut Vinyl', thickness: '.02' },
  {
    short_description: 'Screen print logos',
    equip: 'Screen Printing',
    process: 'Print 1 Color',
    thickness: '1/16',
  },
  { short_description: 'Assemble and check', equip: 'Other', process: 'Quality Check', thickness: 'Other' },
];

export const PM_COMMENTS = [
  'Waiting on the final room list from the GC.',
  'Customer asked for a second color option on the proof.',
  'Proof sent; follow up on Friday.',
  'Architect approved the drawings, release to production.',
  'Holding for the building permit.',
  'Braille layout checked against ADA 703.',
  'Install date moved, ship one week later.',
  'Need the logo as a vector file.',
];

export const QUOTE_COMMENTS = [
  'Pricing valid for 30 days.',
  'Includes mounting tape; installation by others.',
  'Colors to match the architect’s finish schedule.',
  '',
  '',
];

export const VENDORS = [
  { name: 'Rowmark Plastics', address: '2040 Industrial Dr, Findlay, OH 45840' },
  { name: 'Accent Signage Systems', address: '7400 Boone Ave N, Minneapolis, MN 55428' },
  { name: 'Grimco', address: '1585 Fencorp Dr, Fenton, MO 63026' },
  { name: 'Laird Plastics', address: '6800 Broken Sound Pkwy, Boca Raton, FL 33487' },
  { name: 'Nova Polymers', address: '1 Nova Way, Wheat Ridge, CO 80033' },
];

export const PURCHASE_ITEMS = [
  { item_number: 'RM-ADA-NG', description: 'Rowmark ADA Alta non-glare 1/32 24x48', unit_price: 38.5 },
  { item_number: 'RB-1000', description: 'Raster braille beads (1000)', unit_price: 12.35 },
  { item_number: 'AC-CL-18', description: 'Clear acrylic 1/8 48x96', unit_price: 96 },
  { item_number: 'PL-GLOW', description: 'Photoluminescent sheet 24x48', unit_price: 41.5 },
  { item_number: 'ACM-3', description: 'Aluminum composite 3 mm 48x96', unit_price: 74.25 },
  { item_number: 'VHB-1', description: '3M VHB tape 1 in x 36 yd', unit_price: 27.9 },
  { item_number: 'MP-WHT', description: 'Matthews paint, white, quart', unit_price: 58 },
];
