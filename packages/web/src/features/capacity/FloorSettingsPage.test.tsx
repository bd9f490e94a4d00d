import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';

describe('FloorSettingsPage', () => {
  it('saves a resource’s hours as minutes and a process estimate, and refuses what does not read', async () => {
    const fetchMock = mockApi({
      'GET /api/capacity/resources': {
        body: {
          resources: [
            {
              key: 'equipment:Laser',
              kind: 'equipment',
              label: 'Laser',
              weekday_minutes: [480, 480, 480, 480, 480, 0, 0],
              hourly_rate: 0,
              saved: false,
            },
          ],
        },
      },
      'GET /api/capacity/estimates': {
        body: {
          estimates: [
            { equip: 'Laser', process: 'Cut', setup_minutes: 0, minutes_per_sqft: 0, saved: false },
          ],
        },
      },
      'PUT /api/capacity/resources': { body: {} },
      'PUT /api/capacity/estimates': { body: {} },
    });
    renderApp('/admin/floor', people.admin);
    const monday = await screen.findByLabelText('Laser Mon hours');
    fireEvent.change(monday, { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText('Laser hourly rate'), { target: { value: '12.345' } });
    expect(screen.getByRole('button', { name: 'Save hours of Laser' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Laser hourly rate'), { target: { value: '42.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours of Laser' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/capacity/resources')).toContainEqual({
        key: 'equipment:Laser',
        weekday_minutes: [450, 480, 480, 480, 480, 0, 0],
        hourly_rate: 42.5,
      }),
    );

    fireEvent.change(screen.getByLabelText('Laser Cut setup minutes'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Laser Cut minutes per square foot'), {
      target: { value: '1.25' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save estimate of Laser Cut' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/capacity/estimates')).toContainEqual({
        equip: 'Laser',
        process: 'Cut',
        setup_minutes: 15,
        minutes_per_sqft: 1.25,
      }),
    );
  });
});
