import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type JustDate } from '../dates/just-date.ts';
import { capacityOn, daysFrom } from './floor-resources.ts';
import { planTasks, type PlanInput, type PlanResult, type PlanTask } from './planner.ts';

const START = '2026-11-30'; // a Monday
const RESOURCES = ['equipment:Laser', 'equipment:Router', 'person:7'];

const weekHours = (day: fc.Arbitrary<number>) => fc.array(day, { minLength: 7, maxLength: 7 });
const workdayMinutes: fc.Arbitrary<number> = fc.constantFrom(0, 60, 120, 240, 480);

/** Any small plan: tasks on a few resources, some fixed, deadlines around the horizon. */
const planInput = (minutes: fc.Arbitrary<number>, dayMinutes = workdayMinutes): fc.Arbitrary<PlanInput> =>
  fc
    .record({
      hours: fc.array(fc.tuple(fc.constantFrom(...RESOURCES), weekHours(dayMinutes)), {
        minLength: 3,
        maxLength: 3,
      }),
      days: fc.integer({ min: 0, max: 14 }),
      tasks: fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 10_000 }),
          job_id: fc.integer({ min: 1, max: 6 }),
          resource: fc.option(fc.constantFrom(...RESOURCES), { freq: 10 }),
          minutes,
          deadline: fc.option(
            fc.integer({ min: -3, max: 16 }).map((d) => addDays(START, d)),
            { freq: 6 },
          ),
          planned: fc.option(
            fc.record({
              day: fc.integer({ min: -2, max: 14 }).map((d) => addDays(START, d)),
              resource: fc.constantFrom(...RESOURCES),
            }),
            { freq: 4 },
          ),
        }),
        { selector: (t) => t.id, maxLength: 40 },
      ),
    })
    .map(({ hours, days, tasks }) => ({ hours: new Map(hours), days, tasks, start: START }));

/** Minutes on each resource's day once the plan's placements are added to the fixed tasks. */
function loads(input: PlanInput, result: PlanResult) {
  const load = new Map<string, number>();
  const add = (resource: string, day: JustDate, minutes: number) =>
    load.set(`${resource}|${day}`, (load.get(`${resource}|${day}`) ?? 0) + minutes);
  const byId = new Map(input.tasks.map((t) => [t.id, t]));
  for (const t of input.tasks) if (t.planned) add(t.planned.resource, t.planned.day, t.minutes);
  for (const p of result.placed) add(p.resource, p.day, byId.get(p.id)!.minutes);
  return load;
}
const capacity = (input: PlanInput, resource: string, day: JustDate) =>
  capacityOn(input.hours.get(resource), day);

describe('the planner', () => {
  it('places by earliest deadline first on the earliest day with room, never splitting a task', () => {
    const task = (id: number, over: Partial<PlanTask>): PlanTask => ({
      id,
      job_id: id,
      resource: 'equipment:Laser',
      minutes: 300,
      deadline: '2026-12-04',
      planned: null,
      ...over,
    });
    const result = planTasks({
      start: START,
      days: 7,
      hours: new Map(),
      tasks: [
        task(1, { deadline: '2026-12-03' }),
        task(2, { deadline: '2026-11-30' }),
        task(3, { minutes: 600 }),
        task(4, { resource: null }),
        task(5, { deadline: '2026-11-30', job_id: 9 }),
        task(6, { planned: { day: '2026-12-01', resource: 'equipment:Laser' }, minutes: 400 }),
      ],
    });
    expect(result.placed).toEqual([
      { id: 1, day: '2026-12-02', resource: 'equipment:Laser', late: false },
      { id: 2, day: '2026-11-30', resource: 'equipment:Laser', late: false },
      { id: 5, day: '2026-12-03', resource: 'equipment:Laser', late: true },
    ]);
    expect(result.unplaced).toEqual([
      { id: 3, reason: 'longer-than-a-day' },
      { id: 4, reason: 'no-resource' },
    ]);
  });

  it('never takes a resource over its capacity on any day, nor works a day off or outside the plan', () => {
    fc.assert(
      fc.property(planInput(fc.integer({ min: 0, max: 500 })), (input) => {
        const result = planTasks(input);
        const load = loads(input, result);
        const horizon = new Set(daysFrom(input.start, input.days));
        for (const p of result.placed) {
          expect(horizon.has(p.day)).toBe(true);
          const room = capacity(input, p.resource, p.day);
          expect(room).toBeGreaterThan(0);
          expect(load.get(`${p.resource}|${p.day}`)).toBeLessThanOrEqual(room);
        }
      }),
    );
  });

  it('leaves a task late or unplaced only when no working day up to its deadline has room for it', () => {
    fc.assert(
      fc.property(planInput(fc.integer({ min: 0, max: 500 })), (input) => {
        const result = planTasks(input);
        const load = loads(input, result);
        const onTime = new Set(result.placed.filter((p) => !p.late).map((p) => p.id));
        for (const task of input.tasks) {
          if (task.planned || !task.resource || !task.deadline || onTime.has(task.id)) continue;
          for (const day of daysFrom(input.start, input.days)) {
            if (day > task.deadline) break;
            const room = capacity(input, task.resource, day);
            if (room === 0) continue;
            expect(room - (load.get(`${task.resource}|${day}`) ?? 0)).toBeLessThan(task.minutes);
          }
        }
        for (const p of result.placed) {
          const task = input.tasks.find((t) => t.id === p.id)!;
          expect(p.late).toBe(task.deadline !== null && p.day > task.deadline);
          expect(p.resource).toBe(task.resource);
        }
      }),
    );
  });

  it('places every one-minute task by its deadline whenever some on-time placement of them all exists', () => {
    fc.assert(
      fc.property(planInput(fc.constant(1), fc.integer({ min: 0, max: 3 })), (input) => {
        const open = input.tasks.filter((t) => !t.planned && t.resource && t.deadline);
        // Tasks of one minute fit on time iff, per resource and every deadline D, the tasks due by D
        // are no more than the free minutes of the working days up to D (Hall's condition).
        const load = loads(input, { placed: [], unplaced: [] });
        const feasible = RESOURCES.every((resource) =>
          open
            .filter((t) => t.resource === resource)
            .every((t) => {
              const due = open.filter((o) => o.resource === resource && o.deadline! <= t.deadline!).length;
              const free = daysFrom(input.start, input.days)
                .filter((day) => day <= t.deadline!)
                .reduce((sum, day) => {
                  const room = capacity(input, resource, day);
                  return sum + (room > 0 ? Math.max(0, room - (load.get(`${resource}|${day}`) ?? 0)) : 0);
                }, 0);
              return due <= free;
            }),
        );
        const result = planTasks({ ...input, tasks: input.tasks.filter((t) => t.planned || t.deadline) });
        const onTime = new Set(result.placed.filter((p) => !p.late).map((p) => p.id));
        if (feasible) for (const t of open) expect(onTime.has(t.id)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answers the same plan for the same tasks, whatever their order', () => {
    fc.assert(
      fc.property(
        planInput(fc.integer({ min: 0, max: 500 })).chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.tasks], { minLength: input.tasks.length }),
          ),
        ),
        ([input, shuffled]) => {
          const first = planTasks(input);
          expect(planTasks(input)).toEqual(first);
          expect(planTasks({ ...input, tasks: shuffled })).toEqual(first);
        },
      ),
    );
  });
});
