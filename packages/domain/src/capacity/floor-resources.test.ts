import { describe, expect, it } from 'vitest';
import { capacityOn, mondayOf, parseResourceKey, shopResources, weekdayIndex } from './floor-resources.ts';

describe('floor resources', () => {
  it('lists the machines, the equipment kinds, then staff by name', () => {
    const keys = shopResources([
      { id: 9, name: 'Zoe Tester' },
      { id: 4, name: 'Ann Tester' },
    ]).map((r) => r.key);
    expect(keys.slice(0, 2)).toEqual(['machine:HAAS1', 'machine:HAAS2']);
    expect(keys).toContain('equipment:Laser');
    expect(keys.slice(-2)).toEqual(['person:4', 'person:9']);
  });

  it('reads only keys of resources the shop can have', () => {
    expect(parseResourceKey('machine:HAAS6')).toEqual({ kind: 'machine', name: 'HAAS6' });
    expect(parseResourceKey('equipment:Plotter/Other')).toEqual({ kind: 'equipment', name: 'Plotter/Other' });
    expect(parseResourceKey('person:12')).toEqual({ kind: 'person', name: '12' });
    for (const bad of ['machine:HAAS7', 'equipment:Oven', 'person:0', 'person:x', 'Laser', ''])
      expect(parseResourceKey(bad)).toBeNull();
  });

  it('counts weekdays from Monday and works the default hours without its own', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-12-06')).toBe(6);
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(capacityOn(undefined, '2026-12-04')).toBe(480);
    expect(capacityOn(undefined, '2026-12-05')).toBe(0);
    expect(capacityOn([1, 2, 3, 4, 5, 6, 7], '2026-12-06')).toBe(7);
  });

  it('tells two people of the same name apart by their account, so no two resources read alike', () => {
    const people = shopResources([
      { id: 12, name: 'Pat Tester' },
      { id: 7, name: 'Pat Tester' },
      { id: 3, name: 'Sam Lee' },
    ]).filter((resource) => resource.kind === 'person');
    expect(people.map((resource) => resource.label)).toEqual([
      'Pat Tester (account 7)',
      'Pat Tester (account 12)',
      'Sam Lee',
    ]);
  });
});
