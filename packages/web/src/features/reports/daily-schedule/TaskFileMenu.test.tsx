import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { people } from '../../../../test/users.ts';

const task = {
  id: 7,
  quote_id: 7,
  equip: 'Router',
  material: 'Acrylic',
  assign_to: 'Kim',
  priority: 0,
  is_complete: false,
  job_name: 'Clinic ADA',
  customer_name: 'Acme Signs',
  expected_ship_date: null,
  short_description: 'Room IDs',
  task: 'Raster',
  has_tactile: false,
};

describe("the daily schedule's Files menu", () => {
  it('opens on the first click with the job documents and files, focus on its button', async () => {
    const fetchMock = mockApi({
      'POST /api/dailyschedule': { body: { tasks: [task] } },
      'GET /api/schedule/assign_to': { body: { assign_to: [] } },
      'POST /api/file/getQuotesFiles': {
        body: { files: [{ quote_id: 7, name: 'Project Management/Art Files/logo.pdf' }] },
      },
      'GET /api/quote/7': { body: { quote: { id: 7, job_name: 'Clinic ADA', given_id: 'Q-7' } } },
    });
    renderApp('/dailyschedule', people.staff);
    const files = await screen.findByRole('button', { name: 'Download files of Clinic ADA' });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/quote/7')).toBe(false);

    fireEvent.click(files);
    const menu = await screen.findByRole('link', { name: 'Packaging Slip' });
    expect(menu.getAttribute('href')).toBe('/api/pdf/packagingslip/id/Clinic%20ADA-Q-7.pdf?id=7');
    const opened = screen.getByRole('button', { name: 'Download files of Clinic ADA' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(opened);
    expect(within(menu.closest('.dropdown-menu')!).getByText(/logo\.pdf/)).toBeTruthy();

    fireEvent.click(opened);
    expect(
      screen.getByRole('button', { name: 'Download files of Clinic ADA' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
