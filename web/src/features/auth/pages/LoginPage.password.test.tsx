import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@/lib/session';
import { jsonResponse, requestBody, stubFetch } from '@/test/fetch';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { adminLogin } from '@/test/session';

const FAILED = 'The phone number or password is incorrect.';

async function openPasswordLogin() {
  const view = renderRoute('/admin/login');
  await screen.findByRole('heading', { name: 'Login' });
  await view.user.click(screen.getByRole('button', { name: 'Use password instead' }));
  const form = screen.getByRole('form', { name: 'Sign in with a password' });
  return {
    ...view,
    form,
    phone: within(form).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement,
    password: within(form).getByLabelText(/^Password/) as HTMLInputElement,
  };
}

describe('LoginPage: phone + password', () => {
  it('signs in with phone + password and goes to the dashboard', async () => {
    const fetchMock = stubFetch(jsonResponse(adminLogin));
    const { user, router, phone, password, form } = await openPasswordLogin();
    expect(screen.getByText('Enter your phone number and password.')).toBeTruthy();
    expect(password.type).toBe('password');
    await fill(user, phone, '98765 43210');
    await fill(user, password, 'Sunrise Residency 2026');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requestBody(fetchMock, 0)).toEqual({ identifier: '+919876543210', password: 'Sunrise Residency 2026' });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(adminLogin);
  });

  it('needs a phone and a password before sending anything', async () => {
    const fetchMock = stubFetch();
    const { user, form } = await openPasswordLogin();
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(form).findByText('Phone is required')).toBeTruthy();
    expect(within(form).getByText('Password is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the one refusal in words, keeps the phone, and the wait of a 429', async () => {
    stubFetch(
      jsonResponse({ statusCode: 401, error: 'UNAUTHENTICATED', message: 'Unauthorized' }, 401),
      jsonResponse(
        {
          statusCode: 429,
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many sign-in attempts for this number. Try again later',
        },
        429,
        { 'Retry-After': '600' },
      ),
    );
    const { user, phone, password, form } = await openPasswordLogin();
    await fill(user, phone, '9876543210');
    await fill(user, password, 'not my password 1');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(FAILED);
    expect(phone.value).toBe('9876543210');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(form).findByText(/Try again later\. Try again in 600 seconds\./)).toBeTruthy();
  });

  it('goes back to the code, whose steps are as before', async () => {
    stubFetch(jsonResponse({ message: 'Code sent' }));
    const { user } = await openPasswordLogin();
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    expect(screen.getByText('Enter your phone number to receive a one-time code.')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use password instead' })).toBeNull();
  });
});
