import { formatDateTime, formatDuration, formatTime } from './format.ts';
import type { MachineStats } from './plate-stats.ts';

/** The big breaks and tool differences behind the counts, machine by machine. */
export function PlateEvents({ machines }: { machines: MachineStats[] }) {
  const breaks = machines.flatMap((s) => s.bigBreaks.map((gap) => ({ machine: s.machine, ...gap })));
  const tools = machines.flatMap((s) => s.toolDifferences.map((d) => ({ machine: s.machine, ...d })));
  return (
    <div className="row g-3 mb-4">
      <section className="col-12 col-lg-6" aria-labelledby="big-breaks-heading">
        <h2 id="big-breaks-heading" className="h6">
          Big breaks (over 10 min)
        </h2>
        {breaks.length === 0 ? (
          <p className="small text-body-secondary">No big breaks.</p>
        ) : (
          <ul className="list-unstyled small machine-events mb-0">
            {breaks.map((gap) => (
              <li key={`${gap.machine}-${gap.from}`}>
                <strong>{gap.machine}</strong> {formatDuration(gap.seconds)} idle: {formatDateTime(gap.from)}{' '}
                to {formatTime(gap.to)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="col-12 col-lg-6" aria-labelledby="tool-differences-heading">
        <h2 id="tool-differences-heading" className="h6">
          Tool differences (tools 3 and 5)
        </h2>
        {tools.length === 0 ? (
          <p className="small text-body-secondary">No tool changes between plates.</p>
        ) : (
          <ul className="list-unstyled small machine-events mb-0">
            {tools.map((d) => {
              const before = d.before.tool_info.find((t) => t.tool_number === d.tool_number)!;
              const after = d.after.tool_info.find((t) => t.tool_number === d.tool_number)!;
              return (
                <li key={`${d.machine}-${d.after.start_time}-${d.tool_number}`}>
                  <strong>{d.machine}</strong> tool {d.tool_number} at {formatDateTime(d.after.start_time)}:
                  length {before.length} → {after.length}, feed {before.feed_rate} → {after.feed_rate}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
