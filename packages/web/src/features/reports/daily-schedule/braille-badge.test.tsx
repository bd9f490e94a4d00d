import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';
import { jobDocuments } from '../../job-overview/job-documents.ts';

const task = (id: number, job_name: string, has_tactile: boolean) => ({
  id,
  quote_id: id,
  equip: 'Router',
  material: 'Acrylic',
  assign_to: 'Kim',
  priority: 0,
  is_complete: false,
  job_name,
  customer_name: 'Acme Signs',
  expected_ship_date: null,
  short_description: 'Room IDs',
  task: 'Raster',
  has_tactile,
});

describe('tactile jobs in production', () => {
  it('marks daily schedule tasks of jobs with tactile text with a Braille badge, and no others', async () => {
    mockApi({
      'POST /api/dailyschedule': {
        body: { tasks: [task(7, 'Clinic ADA', true), task(8, 'Lobby vinyl', false)] },
      },
      'GET /api/schedule/assign_to': { body: { assign_to: [] } },
      'POST /api/file/getQuotesFiles': { body: { files: [] } },
    });
    renderApp('/dailyschedule', people.staff);
    const tactileRow = (await screen.findByRole('link', { name: 'Clinic ADA' })).closest('tr')!;
    const plainRow = screen.getByRole('link', { name: 'Lobby vinyl' }).closest('tr')!;
    expect(tactileRow.textContent).toContain('⠃ Braille');
    expect(plainRow.textContent).not.toContain('Braille');
  });

  it('offers staff the Tactile Schedule in the job file menus, and customers not', () => {
    const quote = { id: 7, job_name: 'Clinic ADA', given_id: 'Q-7' };
    expect(jobDocuments(quote, people.staff).at(-1)).toEqual({
      label: 'Tactile Schedule',
      href: '/api/pdf/tactileschedule/id/Clinic%20ADA-Q-7-tactile-schedule.pdf?id=7',
    });
    expect(jobDocuments(quote, people.customer).map((d) => d.label)).toEqual([
      'Invoice',
      'Packaging Slip',
      'Quote',
    ]);
  });
});
