import { screen } from '@testing-library/react';
import { act } from 'react';
import { DashboardPageDocument } from '@/gql/graphql';
import { jsonResponse, requestBody, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/renderRoute';
import { clearSession, SESSION_STORAGE_KEY } from '@/lib/session';
import { adminLogin, signIn } from '@/test/session';
import { fill } from '@/test/fill';

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

  it('sends unknown paths to the notification screen when signed in', async () => {
    signIn();
    const { router } = renderRoute('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Notification' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/notification');
  });

  it('sends unknown paths to login when signed out', async () => {
    const { router } = renderRoute('/somewhere/else');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('redirects / to login and /admin to the dashboard', async () => {
    const signedOut = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(signedOut.router.state.location.pathname).toBe('/admin/login');
    signedOut.unmount();

    signIn();
    const hostel = { __typename: 'Hostel', id: '7', name: 'Green Nest Hostel' };
    const me = { __typename: 'User', id: '1', fullName: 'Asha Verma', role: 'admin', hostel };
    const signedIn = renderRoute('/admin', {
      mocks: [{ request: { query: DashboardPageDocument }, result: { data: { me } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(signedIn.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the sidebar, header and footer around signed-in screens', async () => {
    signIn();
    renderRoute('/admin/student-details');
    expect(await screen.findByRole('heading', { name: 'Student Details' })).toBeTruthy();
    const notifications = screen.getByRole('link', { name: 'Notifications' });
    expect(notifications.getAttribute('href')).toBe('/admin/notification');
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
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

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
