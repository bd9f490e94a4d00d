import './machines.css';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { screens } from '../../platform/screens.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { useMachineImages } from './queries.ts';

/** 'air-quality' → 'Air quality'. */
export function chartLabel(chart: string): string {
  const words = chart.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ChartImage({ src, alt }: { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <EmptyState icon="!">
        <p className="mb-1 fw-semibold text-body">The chart image could not be loaded</p>
        <p className="small mb-0 text-break">{src}</p>
      </EmptyState>
    );
  }
  return (
    <figure className="machine-image border rounded-3 p-2 bg-body text-center mb-0">
      <img src={src} alt={alt} className="img-fluid" onError={() => setFailedSrc(src)} />
      <figcaption className="small text-body-secondary mt-2">{alt}</figcaption>
    </figure>
  );
}

/** /machineimages: pick one of the chart images kept in the external storage bucket. */
export function MachineImagesPage() {
  const images = useMachineImages();
  const [picked, setPicked] = useState<string | null>(null);
  const chart = picked ?? images.data?.charts[0] ?? null;

  return (
    <Page title={screens.machineImages.title}>
      <Loaded query={images} loading="Loading the charts…" failed="Could not load the charts">
        {(data) => (
          <>
            {data.base_url === null && (
              <EmptyState icon="∅">
                <p className="mb-1 fw-semibold text-body">No image storage is configured</p>
                <p className="mb-0">
                  The chart images come from a storage bucket. Set <code>MACHINE_IMAGES_URL</code> on the
                  server to its address to show them here.
                </p>
              </EmptyState>
            )}
            {data.base_url !== null && data.charts.length === 0 && (
              <EmptyState icon="0">
                <p className="mb-0 fw-semibold text-body">No charts are available</p>
              </EmptyState>
            )}
            {data.base_url !== null && chart && (
              <>
                <Form.Group controlId="machine-chart" className="mb-3 machine-search">
                  <Form.Label>Chart</Form.Label>
                  <Form.Select value={chart} onChange={(event) => setPicked(event.target.value)}>
                    {data.charts.map((name) => (
                      <option key={name} value={name}>
                        {chartLabel(name)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <ChartImage key={chart} src={`${data.base_url}/${chart}.png`} alt={chartLabel(chart)} />
              </>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}
