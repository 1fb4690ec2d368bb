import { screen, within } from '@testing-library/react';
import { jsonResponse, requestBody, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { fill } from '@/test/fill';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';

/** The message Chakra's Field links to the control through aria-errormessage. */
function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function openRegister() {
  const view = renderRoute('/admin/register');
  await screen.findByRole('heading', { name: 'Register' });
  const form = screen.getByRole('form', { name: 'Register' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, field };
}

describe('RegisterPage', () => {
  it('shows the fields in order and needs Name, Phone, Email and Role', async () => {
    const fetchMock = stubFetch();
    const { user, form, field } = await openRegister();

    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent?.replace('*', '').trim());
    expect(labels).toEqual([
      'Name',
      'Phone',
      'Email',
      'Select Role',
      'Hostel Name',
      'Hostel Type',
      'Hostel Address',
      'Institution Name',
      'Total Rooms',
      'Total Floors',
      'Aadhaar/PAN',
      'Total Hostel',
      'Billing Address',
      'Subscription Plan',
    ]);

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(errorOf(field('Name'))).toBe('Name is required');
    expect(errorOf(field('Phone'))).toBe('Phone is required');
    expect(errorOf(field('Email'))).toBe('Email is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Select Role' }))).toBe('Role is required');
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email and the numbers before sending', async () => {
    const fetchMock = stubFetch();
    const { user, field } = await openRegister();
    await fill(user, field('Email'), 'not-an-email');
    await fill(user, field('Total Rooms'), '-3');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf(field('Email'))).toBe('Enter a valid email');
    expect(errorOf(field('Total Rooms'))).toBe('Total Rooms must be a whole number from 0 to 100000.');

    // Every bound the server enforces is checked before sending, in the field's words.
    await fill(user, field('Total Floors'), '1001');
    await fill(user, field('Aadhaar/PAN'), 'ABCDE12345');
    await fill(user, field('Hostel Name'), 'H'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf(field('Total Floors'))).toBe('Total Floors must be a whole number from 0 to 1000.');
    expect(errorOf(field('Aadhaar/PAN'))).toBe(
      'Aadhaar/PAN must be a 12-digit Aadhaar number or a PAN like ABCDE1234F.',
    );
    expect(errorOf(field('Hostel Name'))).toBe('Hostel Name must be at most 120 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  async function fillRequired(
    user: Awaited<ReturnType<typeof openRegister>>['user'],
    field: (name: string) => HTMLElement,
  ) {
    await fill(user, field('Name'), 'Ravi Kumar');
    await fill(user, field('Phone'), '9123456780');
    await fill(user, field('Email'), 'ravi@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Role' }), 'warden');
  }

  it('refuses Tenant before sending, saying where a resident’s login is given', async () => {
    signIn();
    const fetchMock = stubFetch();
    const { user, field } = await openRegister();
    await fillRequired(user, field);
    const role = screen.getByRole('combobox', { name: 'Select Role' });
    await user.selectOptions(role, 'tenant');
    // Said as soon as Tenant is chosen, and again under the field when Register is pressed.
    expect(screen.getByText(TENANT_LOGIN_ON_RESIDENT_PAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(errorOf(role)).toBe(TENANT_LOGIN_ON_RESIDENT_PAGE);
    expect(document.activeElement).toBe(role);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the payload with the bearer token and confirms with a toast', async () => {
    signIn();
    const fetchMock = stubFetch(jsonResponse({ id: 2 }, 201));
    const { user, field, router } = await openRegister();
    await fillRequired(user, field);
    await fill(user, field('Total Rooms'), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription Plan' }), 'Starter Plan');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User registered successfully')).toBeTruthy();
    expect(requestBody(fetchMock, 0)).toEqual({
      full_name: 'Ravi Kumar',
      phone_number: '+919123456780',
      email: 'ravi@example.com',
      role: 'warden',
      total_rooms: 40,
      subscription_plan: 'starter_plan',
    });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer test-token');
    expect((field('Name') as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe('/admin/register');
  });

  it('puts a server 400 field message under its field', async () => {
    const fetchMock = stubFetch(
      jsonResponse(
        {
          statusCode: 400,
          message: 'Validation failed',
          fields: [{ field: 'email', message: 'email must be an email' }],
        },
        400,
      ),
    );
    const { user, field } = await openRegister();
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByText('email must be an email');
    expect(errorOf(field('Email'))).toBe('email must be an email');
    expect(errorOf(field('Name'))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/register');
  });

  it('puts a 409 under Phone', async () => {
    stubFetch(jsonResponse({ statusCode: 409, message: 'Phone number is already registered' }, 409));
    const { user, field } = await openRegister();
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByText('Phone number is already registered');
    expect(errorOf(field('Phone'))).toBe('Phone number is already registered');
  });

  it('shows other server errors in an alert', async () => {
    stubFetch(jsonResponse({ statusCode: 403, message: 'Forbidden resource' }, 403));
    const { user, field } = await openRegister();
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Forbidden resource');
  });

  it('sends a first-run setup (signed out) on to login', async () => {
    stubFetch(jsonResponse({ id: 1 }, 201));
    const { user, field, router } = await openRegister();
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
