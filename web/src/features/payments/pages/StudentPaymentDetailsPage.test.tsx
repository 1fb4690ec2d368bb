import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { asha, listMock, path, ravi, row } from './StudentPaymentDetailsPage.mocks';

describe('StudentPaymentDetailsPage', () => {
  it('lists the month’s residents with payment_status, in_process, rent, balance and a More link', async () => {
    signIn();
    renderRoute(path, { mocks: [listMock([asha, ravi])] });
    expect(await screen.findByRole('heading', { name: 'Student Payment Details', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rent of October 2026' });
    await within(table).findByText('Asha Verma');
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of ['due', 'Overdue', 'complete', 'Rs. 9,000'])
      expect(within(first).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(second).getByText('pending')).toBeTruthy();
    expect(within(second).getByText('Rs. 500 credit')).toBeTruthy();
    const more = within(first).getByRole('link', { name: 'More about Asha Verma' });
    expect(more.getAttribute('href')).toBe('/admin/student-details/1');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('reads "Paid, awaiting verification" for a month a payment waiting for an admin covers, not due or Overdue', async () => {
    signIn();
    const waiting = row('3', 'Meera Joshi', 900_000, { inProcess: 'pending', periodStatus: 'awaiting_verification' });
    renderRoute(path, { mocks: [listMock([waiting])] });
    const table = await screen.findByRole('table', { name: 'Rent of October 2026' });
    await within(table).findByText('Meera Joshi');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getByText('Paid, awaiting verification')).toBeTruthy();
    expect(within(first).getByText('pending')).toBeTruthy();
    for (const word of ['due', 'Overdue']) expect(within(first).queryByText(word)).toBeNull();
  });

  it('says No data available for a month with nobody billed', async () => {
    signIn();
    renderRoute(path, { mocks: [listMock([])] });
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('sorts by payment_status on the server', async () => {
    signIn();
    const { user } = renderRoute(path, {
      mocks: [
        listMock([asha, ravi]),
        listMock([ravi, asha], { orderBy: { field: 'payment_status', direction: 'asc' } }),
      ],
    });
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: /payment_status/ }));
    await waitFor(() => {
      const rows = screen.getAllByRole('row');
      expect(within(rows[1]).queryByText('Ravi Kumar')).toBeTruthy();
    });
  });

  it('shows staff the table without row actions', async () => {
    signIn(loginFor('staff'));
    renderRoute(path, { mocks: [listMock([asha])] });
    await screen.findByText('Asha Verma');
    expect(screen.queryByRole('button', { name: 'Actions for Asha Verma' })).toBeNull();
  });
});
