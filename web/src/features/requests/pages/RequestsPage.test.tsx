import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { addMock, count, countsMock, residentsMock } from './requests.mocks';
import { RequestsPage } from './RequestsPage';

describe('RequestsPage', () => {
  it('shows a card per type with its open requests, the overdue ones marked, each a link to its list', async () => {
    signIn();
    renderComponent(<RequestsPage />, { mocks: [countsMock()] });
    const service = await screen.findByRole('link', { name: 'Service' });
    expect(service.getAttribute('href')).toBe('/admin/request/service');
    expect(screen.getByRole('link', { name: 'Room/Bed change' }).getAttribute('href')).toBe('/admin/request/bed-room');
    expect(screen.getByRole('link', { name: 'Food change' }).getAttribute('href')).toBe('/admin/request/food');
    expect(screen.getByRole('link', { name: 'Others' }).getAttribute('href')).toBe('/admin/request/others');
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest('.chakra-card__root')?.textContent);
    expect(cards).toEqual([
      'Service5open2 overdue',
      'Room/Bed change2open',
      'Food change12open1 overdue',
      'Others1open',
    ]);
  });

  it('adds a request: an empty form names each field, then the type, resident and text are sent with a key', async () => {
    signIn(loginFor('staff'));
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<RequestsPage />, {
      mocks: [countsMock(), residentsMock(), addMock(sent), countsMock([count('food', 13, 1)])],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    expect(within(dialog).getByText('Please choose the type of request.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose the resident.')).toBeTruthy();
    expect(within(dialog).getByText('Please describe the request.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'Food change');
    await user.click(await within(dialog).findByRole('radio', { name: /Priya Nair/ }));
    await fill(user, within(dialog).getByLabelText(/^Request/), 'x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    expect(within(dialog).getByText('Request can be at most 500 characters.')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/^Request/), '  Less oil, please ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Request' })).toBeNull());
    expect(sent).toEqual([
      {
        type: 'food',
        studentId: '31',
        text: 'Less oil, please',
        idempotencyKey: expect.stringMatching(/^[\w-]{8,64}$/),
      },
    ]);
    expect(await screen.findByText('Food change request added for Priya Nair')).toBeTruthy();
  });

  it('offers no Add Request to a role that may not add one', async () => {
    signIn(loginFor('tenant'));
    renderComponent(<RequestsPage />, { mocks: [countsMock()] });
    await screen.findByRole('link', { name: 'Service' });
    expect(screen.queryByRole('button', { name: 'Add Request' })).toBeNull();
  });
});
