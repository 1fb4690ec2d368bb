import { screen, within } from '@testing-library/react';
import { currentMonth } from '@/domain/money/months';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { dashboardMock, dashboardRequest as request } from './DashboardPage.mocks';

describe('DashboardPage', () => {
  it('greets the user and shows the hostel at a glance, each tile a link to its page', async () => {
    signIn();
    renderRoute('/admin/dashboard', { mocks: [dashboardMock()] });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(screen.getByText('Green Nest Hostel')).toBeTruthy();
    // The page's own links (the sidebar names some pages too).
    const page = within(screen.getByRole('main'));

    expect(screen.getByRole('progressbar', { name: '30 residents in 42 beds' })).toBeTruthy();
    expect(screen.getByText('30/42')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Student Details' }).getAttribute('href')).toBe('/admin/student-details');
    expect(screen.getByRole('progressbar', { name: 'Rs. 1,73,700 collected of Rs. 2,49,473.51 billed' })).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Payment Details' }).getAttribute('href')).toBe(
      `/admin/payment-details?month=${currentMonth()}`,
    );
    expect(page.getByRole('link', { name: 'Check in a resident' }).getAttribute('href')).toBe('/admin/checkin');
    expect(screen.getByRole('progressbar', { name: '9 open of 15 raised this month' })).toBeTruthy();
    expect(screen.getByText('9/15')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe('/admin/request');

    const cleaning = screen.getByRole('region', { name: 'New Cleaning Request' });
    expect(
      within(cleaning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kavya Iyer5 h leftBathroom tap leakingRoom 101 · 20 Nov 2026, 10:00 am',
      'Rahul SharmaOverdue by 2 hFan makes a noiseRoom 101 · 20 Nov 2026, 10:00 am',
    ]);
    expect(within(cleaning).getByRole('link', { name: 'All service requests' }).getAttribute('href')).toBe(
      '/admin/request/service',
    );
    expect(within(cleaning).getByRole('link', { name: 'Kavya Iyer' }).getAttribute('href')).toBe(
      '/admin/student-details/s12',
    );

    const recent = screen.getByRole('region', { name: 'Recent Transaction' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Priya NairCash · 20 Nov 2026 · R-000002Rs. 6,500',
      'Arjun MehtaUPI · 18 Nov 2026 · R-000001Rs. 4,500.50',
    ]);
    expect(within(recent).getByRole('link', { name: 'Priya Nair' }).getAttribute('href')).toBe(
      '/admin/student-details/s2',
    );

    // The chart's numbers, for a screen reader.
    const table = await screen.findByRole('table', { name: 'Student Chart' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthResidents who moved in', 'Jun3', 'Jul5', 'Aug2', 'Sep4', 'Oct1', 'Nov2']);
  });

  it("lists the hostel's recent activity with who, what and when: you, a colleague, or the product's own work", async () => {
    signIn();
    renderRoute('/admin/dashboard', { mocks: [dashboardMock()] });
    const panel = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual([
      'Checked in Kavya IyerYou',
      'Created Room 204Meena Iyer',
      'Billed rentHostel Admin (automatic)',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Checked in Kavya Iyer' }).getAttribute('href')).toBe(
      '/admin/student-details/s12',
    );
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(items[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T05:00:00.000Z');
  });

  it('says so when the query fails', async () => {
    signIn();
    renderRoute('/admin/dashboard', { mocks: [{ request, error: new Error('Server unavailable') }] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your details');
    // In words, never the error's own text.
    expect(alert.textContent).toContain('Something went wrong.');
    expect(alert.textContent).not.toContain('Server unavailable');
  });
});
