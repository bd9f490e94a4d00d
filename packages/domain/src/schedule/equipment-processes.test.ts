import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../lists/constants.ts';
import { EQUIPMENT_PROCESSES, isEquipment, processesFor } from './equipment-processes.ts';

describe('equipment processes', () => {
  it('gives every piece of equipment its own non-empty list without repeats', () => {
    expect(Object.keys(EQUIPMENT_PROCESSES)).toEqual([...EQUIPMENT]);
    for (const equip of EQUIPMENT) {
      const list = processesFor(equip);
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('lists the usual sign shop steps', () => {
    expect(processesFor('Laser')).toEqual(expect.arrayContaining(['Cut', 'Engrave', 'Raster Braille']));
    expect(processesFor('Router')).toEqual(expect.arrayContaining(['Cut out', 'Route letters']));
    expect(processesFor('Printer')).toEqual(expect.arrayContaining(['Print', 'Print + Laminate']));
  });

  it('offers nothing for an empty or unknown equipment name', () => {
    expect(processesFor('')).toEqual([]);
    expect(processesFor('Toaster')).toEqual([]);
    expect(isEquipment('Plotter/Other')).toBe(true);
    expect(isEquipment('laser')).toBe(false);
  });
});
