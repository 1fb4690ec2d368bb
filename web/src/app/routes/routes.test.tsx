import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { jsonResponse, requestBody, stubFetch } from '@/test/fetch';
import { dashboardMock } from '@/features/dashboard/pages/DashboardPage.mocks';
import { renderRoute } from '@/test/renderRoute';
import { clearSession, SESSION_STORAGE_KEY } from '@/lib/session';
import { adminLogin, signIn } from '@/test/session';
import { fill } from '@/test/fill';
import { chooseMenuItem } from '@/test/menu';

describe('routes and guard', () => {
  it('sends a signed-out visitor to login, then back to the page asked for', async () => {
    const fetchMock = stubFetch(jsonResponse({ message: 'Code sent' }), jsonResponse(adminLogin));
    const { router, user } = renderRoute('/admin/room');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Room Details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/room');
    expect(requestBody(fetchMock, 0)).toEqual({ identifier: '+919876543210' });
    expect(requestBody(fetchMock, 1)).toEqual({ identifier: '+919876543210', otp_code: '123456' });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(adminLogin);
    expect(screen.getByRole('button', { name: /Asha Verma/ })).toBeTruthy();
  });

  it('shows Page not found for an unknown path when signed in, in the admin layout, with a way to the dashboard', async () => {
    signIn();
    const { router } = renderRoute('/admin/no-such-page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/admin/no-such-page');
    expect(heading.closest('main')).toBeTruthy();
    expect(screen.getByText('/admin/no-such-page').closest('p')?.textContent).toContain(
      'The address /admin/no-such-page does not exist',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Notification' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Hostel Admin'));

    // Reached by a navigation (a stale link), focus moves to the heading as on every page.
    await act(() => router.navigate('/admin/billing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Settings' })).toBeTruthy();
    await act(() => router.navigate('/admin/room/101/beds'));
    const again = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(document.title).toBe('Page not found · Hostel Admin');
  });

  it('shows Page not found for an unknown path when signed out, with a way to login', async () => {
    const { router, user } = renderRoute('/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/whatever');
    expect(screen.getByRole('main').textContent).toContain('The address /whatever does not exist');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Hostel Admin'));

    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('redirects / to login and /admin to the dashboard', async () => {
    const signedOut = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(signedOut.router.state.location.pathname).toBe('/admin/login');
    signedOut.unmount();

    signIn();
    const signedIn = renderRoute('/admin', { mocks: [dashboardMock()] });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(signedIn.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the sidebar, header and footer around signed-in screens', async () => {
    signIn();
    renderRoute('/admin/student-details');
    expect(await screen.findByRole('heading', { name: 'Student Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    for (const name of ['Terms', 'Privacy', 'Compliances']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('logs out from the profile menu', async () => {
    signIn();
    const fetchMock = stubFetch(jsonResponse({ message: 'Logged out' }));
    const { router, user } = renderRoute('/admin/checkin');
    expect(await screen.findByRole('heading', { name: 'Check In' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Asha Verma/ }));
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer test-token');
  });

  it('sends the user to login when the session ends, remembering the page', async () => {
    signIn();
    const { router } = renderRoute('/admin/billing');
    expect(await screen.findByRole('heading', { name: 'Billing Settings' })).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/billing' } });
  });
});
