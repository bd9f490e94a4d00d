import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_FIELD_NAMES,
  NOTIFICATION_FIELDS,
} from '@signshop/domain';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';

const templates = NOTIFICATION_EVENTS.map((event) => ({
  event: event.key,
  label: event.label,
  when: event.when,
  enabled: event.key === 'shipped',
  enabled_at: null,
  updated_at: null,
  ...DEFAULT_NOTIFICATION_TEMPLATES[event.key],
}));
const fields = NOTIFICATION_FIELD_NAMES.map((name) => ({ name, description: NOTIFICATION_FIELDS[name] }));
const preview = {
  subject: 'Lobby signs has shipped',
  html: '<p>Hello <strong>Pat</strong></p>',
  text: 'Hello Pat,\n\nLobby signs shipped.',
  recipients: ['pat@client.test'],
};

describe('NotificationsPage', () => {
  it('edits an event’s template with the fields, saves it turned on, previews it with a job and sends a test', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/notifications': { body: { templates, fields } },
      'PUT /api/admin/notifications/ready_for_production': { body: { template: templates[1] } },
      'POST /api/admin/notifications/ready_for_production/preview': { body: preview },
      'POST /api/admin/notifications/ready_for_production/test': { body: { sent_to: 'admin@asante.test' } },
    });
    renderApp('/admin/notifications', people.admin);

    const event = await screen.findByLabelText('Event');
    expect(screen.getByRole('option', { name: 'Shipped (on)' })).toBeTruthy();
    fireEvent.change(event, { target: { value: 'ready_for_production' } });
    expect(await screen.findByRole('heading', { name: 'Ready for production' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Mail customers on this event'));
    const subject = screen.getByLabelText('Subject');
    fireEvent.change(subject, { target: { value: 'Ready: ' } });
    fireEvent.focus(subject);
    fireEvent.click(screen.getByRole('button', { name: '{{job}}' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/admin/notifications/ready_for_production')).toEqual([
        { ...DEFAULT_NOTIFICATION_TEMPLATES.ready_for_production, enabled: true, subject: 'Ready: {{job}}' },
      ]),
    );

    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Job ID'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('HTML preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(preview.html);
    expect(screen.getByText('pat@client.test')).toBeTruthy();
    expect(screen.getByLabelText('Text preview').textContent).toBe(preview.text);
    expect(bodiesOf(fetchMock, '/api/admin/notifications/ready_for_production/preview')).toEqual([
      {
        quote_id: 42,
        template: { ...DEFAULT_NOTIFICATION_TEMPLATES.ready_for_production, subject: 'Ready: {{job}}' },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Sent to admin@asante.test.')).toBeTruthy();
  });
});

describe('CompanyOptIns on customer information', () => {
  it('shows a customer its company’s events and saves one as it is switched', async () => {
    const optIns = Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event.key, true]));
    const fetchMock = mockApi({
      'GET /api/company_info/Ann%20Signs': {
        body: { company: 'Ann Signs', payment_terms_text: 'Net 30', payment_days: 30 },
      },
      'GET /api/notifications/opt_ins?company=Ann%20Signs': {
        body: { company: 'Ann Signs', opt_ins: optIns },
      },
      'PUT /api/notifications/opt_ins': {
        body: { company: 'Ann Signs', opt_ins: { ...optIns, shipped: false } },
      },
    });
    renderApp('/customerinformation', people.customer);
    const shipped = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Shipped' });
    expect(shipped.checked).toBe(true);
    fireEvent.click(shipped);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/notifications/opt_ins')).toEqual([
        { company: 'Ann Signs', opt_ins: { shipped: false } },
      ]),
    );
    await waitFor(() => expect(shipped.checked).toBe(false));
  });
});
