import { screen, waitFor, within } from '@testing-library/react';
import { findConfirmDialog } from '@/test/confirm';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { changeMock, listMock, requestItem, residentsMock } from './requests.mocks';
import { RequestListPage } from './RequestListPage';

const route = '/admin/request/:requestType';
const overdue = requestItem('8', { studentId: '32', studentName: 'Arjun Mehta', minutesLeft: -1590, roomNumber: null });

describe('RequestListPage', () => {
  it('lists the type’s requests: requester linked to their page, room, text, raised at, time left or overdue', async () => {
    signIn();
    renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/service',
      mocks: [listMock([requestItem('7'), overdue])],
    });
    expect(await screen.findByRole('heading', { name: 'Service Requests', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Service Requests' });
    await within(table).findByText('Arjun Mehta');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Priya Nair', '101', 'The fan in my room makes a noise', '20 Nov 2026, 10:00 am', '5 h left'],
      ['Arjun Mehta', '-', 'The fan in my room makes a noise', '20 Nov 2026, 10:00 am', 'Overdue by 1 d 2 h'],
    ]);
    expect(within(table).getByRole('link', { name: 'Priya Nair' }).getAttribute('href')).toBe(
      '/admin/student-details/31',
    );
  });

  it('asks before changing a status: Cancel leaves it as it was, Confirm saves it', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const item = requestItem('7');
    const { user } = renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/service',
      mocks: [listMock([item]), changeMock(sent, item), listMock([{ ...item, status: 'working' }])],
    });
    const select = await screen.findByRole('combobox', { name: 'Status of the request from Priya Nair' });
    await user.selectOptions(select, 'working');
    const ask = await findConfirmDialog('Are you sure you want to change the status to Working?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((select as HTMLSelectElement).value).toBe('pending');
    expect(sent).toEqual([]);

    await user.selectOptions(select, 'working');
    const again = await findConfirmDialog('Are you sure you want to change the status to Working?');
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Status of the request from Priya Nair' }) as HTMLSelectElement).value,
      ).toBe('working'),
    );
    expect(sent).toEqual([{ input: { id: '7', status: 'working' } }]);
    expect(await screen.findByText('Status changed to Working')).toBeTruthy();
  });

  it('offers the move on a completed room or bed change, and filters by status from the URL', async () => {
    signIn();
    const done = requestItem('9', { type: 'bed_room', status: 'complete', minutesLeft: null, text: 'Lower bunk' });
    renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/bed-room?status=complete',
      mocks: [listMock([done], { type: 'bed_room', status: 'complete' })],
    });
    const move = await screen.findByRole('link', { name: 'Move Priya Nair' });
    expect(move.getAttribute('href')).toBe('/admin/student-details/student-edit/31');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('complete');
  });

  it('says a broad search matched more than the server counted, and pages on past it', async () => {
    signIn();
    renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/service?search=fan',
      mocks: [listMock([requestItem('7')], { search: 'fan' }, { totalCount: 1000, totalCountExact: false })],
    });
    expect(await screen.findByText('1000+ total')).toBeTruthy();
    expect(screen.getByText('Page 1 of 100+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens Add Request with the list’s type chosen, and a refusal without a resident focuses the first one', async () => {
    signIn();
    const { user } = renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/food',
      mocks: [listMock([], { type: 'food' }), residentsMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Request' });
    expect((within(dialog).getByLabelText(/Type/) as HTMLSelectElement).value).toBe('food');
    // Refused without a resident: focus on the first choice, marked invalid.
    const first = await within(dialog).findByRole('radio', { name: /Priya Nair/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add Request' }));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Please choose the resident.')).toBeTruthy();
  });
});
