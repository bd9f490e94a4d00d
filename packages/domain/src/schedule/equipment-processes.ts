import { EQUIPMENT } from '../lists/constants.ts';

/** A piece of equipment a schedule line runs on. */
export type Equipment = (typeof EQUIPMENT)[number];

/**
 * The processes each piece of equipment does in a sign shop, in the order a scheduler picks them
 * most often: the steps of ADA, architectural and printed sign work.
 */
export const EQUIPMENT_PROCESSES = {
  Laser: ['Cut', 'Engrave', 'Raster Braille', 'Cut + Engrave', 'Score', 'Kiss Cut', 'Etch Glass'],
  Router: ['Cut out', 'Route letters', 'Pocket', 'Drill holes', 'Bevel edges', 'V-Carve', 'Standoff holes'],
  Printer: [
    'Print',
    'Print + Laminate',
    'Print + Contour Cut',
    'Second Surface Print',
    'White Underlay Print',
    'Laminate only',
  ],
  Engraver: ['Engrave', 'Raster Braille', 'Deep Engrave + Paint Fill', 'Bevel edges', 'Engrave Plaque'],
  Paint: ['Prime', 'Paint Background', 'Paint Returns', 'Paint Fill', 'Clear Coat', 'Touch Up'],
  'Screen Printing': ['Burn Screen', 'Print 1 Color', 'Print 2+ Colors', 'Second Surface Print'],
  'Plotter/Other': ['Cut Vinyl', 'Weed', 'Apply Transfer Tape', 'Apply Vinyl', 'Cut Paint Mask'],
  Other: ['Thermoform', 'Bend', 'Assemble', 'Mount Hardware', 'Quality Check', 'Pack', 'Install'],
} as const satisfies Record<Equipment, readonly string[]>;

/** True for one of the EQUIPMENT names. */
export function isEquipment(value: string): value is Equipment {
  return (EQUIPMENT as readonly string[]).includes(value);
}

/** The processes offered for a piece of equipment; none for an unknown or empty one. */
export function processesFor(equip: string): readonly string[] {
  return isEquipment(equip) ? EQUIPMENT_PROCESSES[equip] : [];
}
