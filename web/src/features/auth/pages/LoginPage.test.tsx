import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes/routes';
import { jsonResponse, requestBody, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/renderRoute';
import { fill } from '@/test/fill';

async function openLogin() {
  const view = renderRoute('/admin/login');
  await screen.findByRole('heading', { name: 'Login' });
  return { ...view, phone: screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement };
}

describe('LoginPage', () => {
  it('clears localStorage when opened and links Home to /admin', async () => {
    localStorage.setItem('stale', '1');
    await openLogin();
    await waitFor(() => expect(localStorage.getItem('stale')).toBeNull());
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/admin');
  });

  it('works with no Chakra UI provider above it, as the app renders it (issue 37)', async () => {
    // Chakra's components throw without their provider: a Chakra import in the login page fails here.
    const fetchMock = stubFetch(jsonResponse({ message: 'Code sent' }));
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin/login'] })} />);
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(document.title).toBe('Login · Hostel Admin'));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(document.activeElement).toBe(phone);
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    // The phone rule loads with the first submit (or the first key): the message follows it.
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Phone is required');
    await fill(user, phone, '9876543210');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1' })).toBe(document.activeElement);
    expect(requestBody(fetchMock, 0)).toEqual({ identifier: '+919876543210' });
  });

  it('keeps phone digits only, at most 15 with the calling code', async () => {
    const { user, phone } = await openLogin();
    await user.type(phone, 'ab98-76 5432101234567');
    expect(phone.value).toBe('9876543210123');
  });

  it('needs a phone number before asking for a code', async () => {
    const fetchMock = stubFetch();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Phone is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for no code for an invalid number, saying what an Indian mobile number is', async () => {
    const fetchMock = stubFetch();
    const { user, phone } = await openLogin();
    for (const typed of ['987654321', '5876543210']) {
      await user.clear(phone);
      await fill(user, phone, typed);
      await user.click(screen.getByRole('button', { name: 'Get OTP' }));
      expect(
        await screen.findByText('Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.'),
      ).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['+91 98765 43210', '+91-98765-43210', '098765 43210'])(
    'asks for a code for the pasted %j as +919876543210',
    async (pasted) => {
      const fetchMock = stubFetch(jsonResponse({ message: 'Code sent' }));
      const { user, phone } = await openLogin();
      await fill(user, phone, pasted);
      await user.click(screen.getByRole('button', { name: 'Get OTP' }));
      await screen.findByRole('button', { name: 'Login' });
      expect(requestBody(fetchMock, 0)).toEqual({ identifier: '+919876543210' });
    },
  );

  it('picks the country of a pasted foreign number', async () => {
    const fetchMock = stubFetch(jsonResponse({ message: 'Code sent' }));
    const { user, phone } = await openLogin();
    await fill(user, phone, '+977 984-1234567');
    // Read once libphonenumber's metadata has loaded (with the first key in the field).
    expect(await screen.findByRole('button', { name: '+977 Nepal, change country' })).toBeTruthy();
    expect(phone.value).toBe('9841234567');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(requestBody(fetchMock, 0)).toEqual({ identifier: '+9779841234567' });
  });

  it('shows the server message and the wait of a 429', async () => {
    stubFetch(jsonResponse({ statusCode: 429, message: 'Too many code requests' }, 429, { 'Retry-After': '60' }));
    const { user, phone } = await openLogin();
    await fill(user, phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many code requests. Try again in 60 seconds.');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeTruthy();
  });

  it('requires all six digits, shows a wrong code, and can go back to change the number', async () => {
    const fetchMock = stubFetch(
      jsonResponse({ message: 'Code sent' }),
      jsonResponse({ statusCode: 401, message: 'Invalid or expired code' }, 401),
    );
    const { user, phone } = await openLogin();
    await fill(user, phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter all 6 digits of the code')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('textbox', { name: 'Digit 1' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid or expired code');
    expect(requestBody(fetchMock, 1)).toEqual({ identifier: '+919876543210', otp_code: '654321' });

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('9876543210');
  });

  it('resends the code', async () => {
    const fetchMock = stubFetch(jsonResponse({ message: 'Code sent' }), jsonResponse({ message: 'Code sent' }));
    const { user, phone } = await openLogin();
    await fill(user, phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    // Said in the page (role="status"), not in a toast: the login page loads no toaster.
    expect((await screen.findByText('A new code has been sent')).getAttribute('role')).toBe('status');
    expect(requestBody(fetchMock, 1)).toEqual({ identifier: '+919876543210' });
  });

  it('searches countries and says when none match', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: '+91 India, change country' }));
    const search = await screen.findByRole('combobox', { name: 'Search country' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No entries to show')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nepal');
    await user.click(await screen.findByRole('option', { name: /Nepal/ }));
    expect(screen.getByRole('button', { name: '+977 Nepal, change country' })).toBeTruthy();
  });

  it('picks a country from the keyboard, the list narrowing 250 ms after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await openLogin();
      const trigger = screen.getByRole('button', { name: '+91 India, change country' });
      await user.click(trigger);
      const search = screen.getByRole('combobox', { name: 'Search country' });
      expect(screen.getByRole('listbox', { name: 'Countries' })).toBeTruthy();
      const india = screen.getByRole('option', { name: /India/ });
      expect(india.getAttribute('aria-selected')).toBe('true');
      expect(search.getAttribute('aria-activedescendant')).toBe(india.id);

      await user.type(search, 'ind');
      // Still every country until the typing has paused.
      expect(screen.getAllByRole('option').length).toBeGreaterThan(20);
      await act(() => vi.advanceTimersByTimeAsync(250));
      const [first, second] = screen.getAllByRole('option');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        '🇮🇳India+91',
        '🇮🇩Indonesia+62',
      ]);
      expect(search.getAttribute('aria-activedescendant')).toBe(first!.id);
      await user.keyboard('{ArrowDown}');
      expect(search.getAttribute('aria-activedescendant')).toBe(second!.id);
      await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '+62 Indonesia, change country' }));

      await user.click(screen.getByRole('button', { name: '+62 Indonesia, change country' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Choose a country' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '+62 Indonesia, change country' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits out the resend delay the server gives', async () => {
    stubFetch(jsonResponse({ message: 'Code sent', expires_in: 300, resend_after: 30 }));
    const { user, phone } = await openLogin();
    await fill(user, phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const resend = await screen.findByRole('button', { name: /^Resend code in \d+s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });
});
