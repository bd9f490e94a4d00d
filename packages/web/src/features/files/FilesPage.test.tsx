import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { jobQuote, sentBodies } from '../../../test/fixtures/job.ts';
import { person, typeInto } from '../../../test/user.ts';

const quote = jobQuote();
const proof = {
  id: 31,
  name: 'Project Management/Proofs/proof-1.pdf',
  quote_id: 7,
  size: 2048,
  created_at: '2026-05-02T15:00:00.000Z',
};

describe('FilesPage', () => {
  it('shows the default folders with No files when the job has none', async () => {
    mockApi({ 'GET /api/quote/7': { body: { quote } }, 'GET /api/file/7': { body: { files: [] } } });
    renderApp('/files/7', people.customer);
    expect(await screen.findByText('No files')).toBeTruthy();
    for (const folder of [
      'Estimator',
      'Estimator/Quotes',
      'Project Management/Art Files',
      'Shipping + Billing',
    ]) {
      expect(screen.getByRole('group', { name: folder })).toBeTruthy();
    }
    // A customer's switcher: Quote and Files only, and no Job crumb.
    const switcher = screen.getByRole('navigation', { name: 'Job stages' });
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1Quote', '4Files']);
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).queryByText('Job')).toBeNull();
  });

  it('says Loading ... and then Error loading when the list fails', async () => {
    mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/file/7': { status: 500, body: { err: 'Storage is offline.' } },
    });
    renderApp('/files/7', people.staff);
    expect(await screen.findByText('Loading ...')).toBeTruthy();
    expect(await screen.findByText('Error loading')).toBeTruthy();
    expect(screen.getByText('Storage is offline.')).toBeTruthy();
  });

  it('lists a file in its folder with a download link, renames it there and deletes after the warning', async () => {
    const fetchMock = mockApi({
      'GET /api/quote/7': { body: { quote } },
      'GET /api/file/7': { body: { files: [proof] } },
      'PUT /api/file/31': { body: { file: { ...proof, name: 'Project Management/Proofs/final.pdf' } } },
      'DELETE /api/file/31': { body: { id: 31 } },
    });
    const user = person();
    renderApp('/files/7', people.staff);
    const proofs = await screen.findByRole('group', { name: 'Project Management/Proofs' });
    const link = within(proofs).getByRole('link', { name: 'proof-1.pdf' });
    expect(link.getAttribute('href')).toBe('/api/file/31/proof-1.pdf');
    expect(within(proofs).getByText(/2 KB/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rename proof-1.pdf' }));
    const field = screen.getByLabelText('New name for proof-1.pdf');
    await typeInto(field, '../x.pdf');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A file name can not contain / or \\.')).toBeTruthy();
    await typeInto(field, 'final.pdf');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/file/31')).toEqual([
        { name: 'Project Management/Proofs/final.pdf' },
      ]),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete proof-1.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure? The file will be deleted. You can not undo this action.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'DELETE', '/api/file/31')).toHaveLength(1));
  });
});
