import { cleanup, screen, within } from '@testing-library/react';
import { RentChangesWaitingDocument } from '@/domain/money/RentChangesWaiting.generated';
import { renderComponent } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { SidebarNav } from './SidebarNav';
import { currentEntryPath } from './navItems';

const waitingMock = (rentChangesWaiting: number) => ({
  request: { query: RentChangesWaitingDocument },
  result: { data: { rentChangesWaiting } },
});

function renderAt(at: string, mocks = [waitingMock(0)]) {
  renderComponent(<SidebarNav />, { route: '*', at, mocks });
  return screen.getByRole('navigation', { name: 'Main' });
}

const section = (nav: HTMLElement, name: string) => within(nav).getByRole('region', { name });
const links = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('SidebarNav', () => {
  it('groups the money screens under Money, after home and before Subscription, every entry a link', () => {
    signIn();
    const nav = renderAt('/admin/dashboard');
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['home', 'Money', 'Subscription']);
    expect(links(section(nav, 'Money'))).toEqual([
      'Payment Details',
      'Dues',
      'Deposits',
      'Checkout',
      'Extra Billing',
      'Update Rent',
    ]);
    expect(links(section(nav, 'home'))).not.toContain('Payment Details');
    expect(within(nav).queryByText('Demo')).toBeNull();
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('marks one entry current: the money screen showing, and Payment Details for a resident’s payments', () => {
    signIn();
    expect(current(renderAt('/admin/payment-details/deposits'))).toEqual(['Deposits']);
    cleanup();
    expect(current(renderAt('/admin/payment-details/student-payment-details/7'))).toEqual(['Payment Details']);
  });

  it('leaves Money out for a role that may not read payments', () => {
    signIn(loginFor('tenant'));
    const nav = renderAt('/admin/dashboard');
    expect(within(nav).queryByRole('heading', { name: 'Money' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Deposits' })).toBeNull();
  });
});

describe('SidebarNav: rent changes waiting for approval', () => {
  it('counts them beside Update Rent for an admin, read as part of the link', async () => {
    signIn();
    const nav = renderAt('/admin/dashboard', [waitingMock(2)]);
    // Browsers may read a space before the comma (the hidden words are their own element).
    const link = await within(nav).findByRole('link', { name: /^Update Rent\s*, 2 waiting$/ });
    expect(link.getAttribute('href')).toBe('/admin/payment-details/update-rent');
    // The badge shows the digits; screen readers hear the words instead.
    expect([...link.querySelectorAll('[aria-hidden="true"]')].map((hidden) => hidden.textContent)).toContain('2');
  });

  it('shows no count when none waits, nor to a warden, who does not approve them', async () => {
    signIn();
    const nav = renderAt('/admin/dashboard', [waitingMock(0)]);
    expect(await within(nav).findByRole('link', { name: 'Update Rent' })).toBeTruthy();
    cleanup();
    signIn(loginFor('warden'));
    const wardenNav = renderAt('/admin/dashboard', []);
    expect(within(wardenNav).getByRole('link', { name: 'Update Rent' })).toBeTruthy();
  });
});

describe('currentEntryPath', () => {
  it('picks the longest entry path that starts the URL', () => {
    expect(currentEntryPath('/admin/payment-details')).toBe('/admin/payment-details');
    expect(currentEntryPath('/admin/payment-details/student-payment-details/7')).toBe('/admin/payment-details');
    expect(currentEntryPath('/admin/payment-details/update-rent')).toBe('/admin/payment-details/update-rent');
    expect(currentEntryPath('/admin/payment-details-old')).toBeUndefined();
    expect(currentEntryPath('/admin/student-details/7')).toBe('/admin/student-details');
  });
});
