import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import {
  activityEntry,
  activityMock,
  apiKeysMock,
  hostelSettingsMocks,
  profileMock,
  requestTargetsMock,
} from '../profile.mocks';
import { webhookEndpointsMock } from '../webhooks.mocks';

const settingsMocks = [...hostelSettingsMocks(), requestTargetsMock(), apiKeysMock(), webhookEndpointsMock([])];

const entries = Array.from({ length: 10 }, (_, n) =>
  activityEntry(20 - n, `Created Room ${300 + n}`, { at: `2026-11-${String(26 - n).padStart(2, '0')}T10:35:00.000Z` }),
);

describe('Profile page', () => {
  // The route's page loads lazily: load it once before the first test, so its timing is the test's own.
  beforeAll(() => import('../pages/ProfilePage'), 60_000);

  it('opens on User Details with the spec’s two tabs, and lists the user’s own recent activities, newest first', async () => {
    signIn(loginFor('warden'));
    renderRoute('/admin/profile', {
      mocks: [
        profileMock({ role: 'warden', city: 'Bengaluru' }),
        activityMock(
          [
            activityEntry(7, 'Recorded a payment from Priya Nair', {
              detail: 'Rs. 9,000 by UPI, receipt R-12',
              subjectType: 'student',
              subjectId: '42',
            }),
            activityEntry(6, 'Updated your profile', { detail: 'Changed City', subjectType: 'user' }),
          ],
          { totalCount: 2 },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['User Details', 'Change Password']);
    const details = screen.getByRole('tabpanel', { name: 'User Details' });
    expect(within(details).getByText('Warden')).toBeTruthy();

    const activities = screen.getByRole('region', { name: 'Recent Activities' });
    const payment = await within(activities).findByRole('link', { name: 'Recorded a payment from Priya Nair' });
    expect(payment.getAttribute('href')).toBe('/admin/student-details/42');
    expect(within(activities).getByText('Rs. 9,000 by UPI, receipt R-12')).toBeTruthy();
    expect(within(activities).getByText('Updated your profile')).toBeTruthy();
    expect(within(activities).queryByRole('link', { name: 'Updated your profile' })).toBeNull();
    expect(within(activities).getAllByText('26 Nov 2026, 4:05 pm')).toHaveLength(2);
  });

  it('pages through the activities', async () => {
    signIn();
    const { user, router } = renderRoute('/admin/profile', {
      mocks: [
        profileMock(),
        activityMock(entries, { totalCount: 12 }),
        activityMock([activityEntry(8, 'Created Room 101'), activityEntry(7, 'Created Room 100')], {
          page: 2,
          totalCount: 12,
        }),
      ],
    });
    const activities = await screen.findByRole('region', { name: 'Recent Activities' });
    expect(await within(activities).findByText('Created Room 300')).toBeTruthy();
    expect(within(activities).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(activities).getByRole('button', { name: /Next/ }));
    expect(await within(activities).findByText('Created Room 100')).toBeTruthy();
    expect(router.state.location.search).toBe('?activityPage=2');
  });

  it('offers staff the API playground in the header’s menu: the server’s /graphql page, in the same tab', async () => {
    signIn(loginFor('staff'));
    const { user } = renderRoute('/admin/profile', { mocks: [profileMock({ role: 'staff' }), activityMock()] });
    expect(await screen.findByRole('tabpanel', { name: 'User Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Asha Verma/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Profile Settings', 'API playground', 'Logout']);
    const playground = screen.getByRole('menuitem', { name: 'API playground' });
    expect(playground.getAttribute('href')).toBe('/graphql');
    expect(playground.getAttribute('target')).toBeNull();
  });

  it('opens Hostel Settings from the header’s Profile Settings for an admin', async () => {
    signIn();
    const { user, router } = renderRoute('/admin/profile', {
      mocks: [profileMock(), activityMock(), ...settingsMocks],
    });
    expect(await screen.findByRole('tabpanel', { name: 'User Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Asha Verma/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Profile Settings', 'API playground', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Hostel Settings' });
    expect(await within(panel).findByRole('radiogroup', { name: 'Payment verification' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=settings');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'User Details',
      'Change Password',
      'Hostel Settings',
    ]);
  });
});
