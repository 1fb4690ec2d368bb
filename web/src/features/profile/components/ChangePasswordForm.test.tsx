import { screen, waitFor, within } from '@testing-library/react';
import { ChangeMyPasswordDocument } from '@/features/profile/graphql/ChangePasswordForm.generated';
import { getSession } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { profileUser } from '../profile.mocks';
import { ChangePasswordForm } from './ChangePasswordForm';

const PHONE = '+919876543210';
const changed = (hasPassword = true) => ({
  data: {
    changeMyPassword: {
      __typename: 'ChangeMyPasswordPayload',
      accessToken: 'new-token',
      user: profileUser({ hasPassword, passwordChangedAt: '2026-11-26T10:35:00.000Z' }),
    },
  },
});
const form = () => screen.getByRole('form', { name: 'Change password' });
const password = (label: string) => within(form()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('Profile: Change Password', () => {
  it('sets a first password without asking for a current one, keeps the session on its new token and clears the form', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<ChangePasswordForm user={profileUser()} phone={PHONE} />, {
      mocks: [
        {
          request: { query: ChangeMyPasswordDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return changed(false);
          },
        },
      ],
    });
    expect(screen.getByText(/You sign in with a one-time code sent to your phone/)).toBeTruthy();
    expect(within(form()).queryByLabelText(/^Current Password/)).toBeNull();
    expect(password('New Password').type).toBe('password');

    await fill(user, password('New Password'), 'Sunrise Residency 2026');
    await fill(user, password('Confirm Password'), 'Sunrise Residency 2026');
    await user.click(within(form()).getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Password set')).toBeTruthy();
    expect(screen.getByText('You can now sign in with your phone number and password, or with a code.')).toBeTruthy();
    expect(sent).toEqual([{ input: { currentPassword: null, newPassword: 'Sunrise Residency 2026' } }]);
    expect(getSession().accessToken).toBe('new-token');
    await waitFor(() => expect(password('New Password').value).toBe(''));
  });

  it('checks before sending: the current password, the strength rule, the phone and the confirmation', async () => {
    signIn();
    const { user } = renderComponent(<ChangePasswordForm user={profileUser({ hasPassword: true })} phone={PHONE} />);
    const submit = () => user.click(within(form()).getByRole('button', { name: 'Change Password' }));

    await fill(user, password('New Password'), 'short1');
    await fill(user, password('Confirm Password'), 'short2');
    await submit();
    expect(within(form()).getByText('Current password is required.')).toBeTruthy();
    expect(within(form()).getByText('New password must be at least 10 characters.')).toBeTruthy();
    expect(within(form()).getByText('Passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(password('Current Password'));

    await fill(user, password('Current Password'), 'Sunrise Residency 2026');
    await fill(user, password('New Password'), 'asha 9876543210');
    await submit();
    expect(within(form()).getByText('New password must not contain your phone number.')).toBeTruthy();

    await fill(user, password('New Password'), 'Sunrise Residency 2026');
    await fill(user, password('Confirm Password'), 'Sunrise Residency 2026');
    await submit();
    expect(within(form()).getByText('New password must be different from the current password.')).toBeTruthy();
  });

  it('shows a wrong current password under its field, then changes it and says other devices were signed out', async () => {
    signIn();
    const { user } = renderComponent(
      <ChangePasswordForm
        user={profileUser({ hasPassword: true, passwordChangedAt: '2026-11-20T04:30:00.000Z' })}
        phone={PHONE}
      />,
      {
        mocks: [
          {
            request: { query: ChangeMyPasswordDocument, variables: () => true },
            result: {
              errors: [
                {
                  message: 'Current password is incorrect.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fields: [{ field: 'currentPassword', message: 'Current password is incorrect.' }],
                  },
                },
              ],
            },
          },
          { request: { query: ChangeMyPasswordDocument, variables: () => true }, result: changed() },
        ],
      },
    );
    expect(screen.getByText(/last changed on 20 Nov 2026, 10:00 am/)).toBeTruthy();
    await fill(user, password('Current Password'), 'Not the one 2026');
    await fill(user, password('New Password'), 'Koramangala4thBlock');
    await fill(user, password('Confirm Password'), 'Koramangala4thBlock');
    await user.click(within(form()).getByRole('button', { name: 'Change Password' }));
    expect(await within(form()).findByText('Current password is incorrect.')).toBeTruthy();
    expect(getSession().accessToken).toBe('test-token');

    await fill(user, password('Current Password'), 'Sunrise Residency 2026');
    await user.click(within(form()).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Other devices were signed out.')).toBeTruthy();
    expect(getSession().accessToken).toBe('new-token');
  });
});
