import { formatDateTime, formatReading } from './format.ts';
import type { MillingPlate } from './plate-stats.ts';

const READINGS = [
  { label: 'Temperature', read: (p: MillingPlate) => formatReading(p.temperature, ' °C') },
  { label: 'Humidity', read: (p: MillingPlate) => formatReading(p.humidity, ' %') },
  { label: 'Air Quality', read: (p: MillingPlate) => formatReading(p.air_quality) },
  { label: 'Pressure', read: (p: MillingPlate) => formatReading(p.pressure, ' hPa') },
];

/** The room's latest sensor readings: those of the most recent plate on any machine. */
export function RoomReadings({ plate }: { plate: MillingPlate | null }) {
  return (
    <section aria-label="Latest readings" className="mb-4">
      <div className="row g-2 g-md-3">
        {READINGS.map(({ label, read }) => (
          <div key={label} className="col-6 col-lg-3">
            <div className="machine-reading border rounded-3 bg-body-tertiary p-3 h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fs-4 fw-semibold" aria-label={label}>
                {plate ? read(plate) : '–'}
              </div>
            </div>
          </div>
        ))}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        {plate
          ? `From ${plate.machine}'s plate started ${formatDateTime(plate.start_time)}.`
          : 'No readings yet: no machine has reported a plate.'}
      </p>
    </section>
  );
}
