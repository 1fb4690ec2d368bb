import { screen, within } from '@testing-library/react';
import { UpdateMyProfileDocument } from '@/features/profile/graphql/UserDetailsForm.generated';
import { getSession } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { profileUser } from '../profile.mocks';
import { UserDetailsForm } from './UserDetailsForm';

const filled = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  otherAddress: null,
};

const form = () => screen.getByRole('form', { name: 'User details' });
const field = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => within(form()).getByRole('button', { name: 'Save details' });

describe('Profile: User Details', () => {
  it('shows the phone and the role as the position, and saves the details as the API takes them', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<UserDetailsForm user={profileUser()} />, {
      mocks: [
        {
          request: { query: UpdateMyProfileDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return { data: { updateMyProfile: profileUser({ ...filled, fullName: 'Asha V. Verma' }) } };
          },
        },
      ],
    });
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(screen.getByText('Position').nextElementSibling?.textContent).toBe('Admin');
    expect((field('Name') as HTMLInputElement).value).toBe('Asha Verma');

    await fill(user, field('Name'), ' Asha V. Verma ');
    await fill(user, field('Pincode'), '560 034');
    expect((field('Pincode') as HTMLInputElement).value).toBe('560034');
    await fill(user, field('City'), 'Bengaluru');
    await user.selectOptions(within(form()).getByRole('combobox', { name: /^State/ }), 'Karnataka');
    await fill(user, field('District'), 'Bengaluru Urban');
    await user.click(save());

    expect(await screen.findByText('User details saved')).toBeTruthy();
    expect(sent).toEqual([{ input: { ...filled, fullName: 'Asha V. Verma' } }]);
    // The header reads the session: it names the user as now saved.
    expect(getSession().user?.full_name).toBe('Asha V. Verma');
  });

  it('names every missing or wrong field under it, focuses the first and sends nothing', async () => {
    signIn();
    const { user } = renderComponent(<UserDetailsForm user={profileUser({ email: 'asha@' })} />);
    await user.clear(field('Name'));
    await fill(user, field('Pincode'), '056003');
    await fill(user, field('Other address'), 'x'.repeat(301));
    await user.click(save());

    for (const message of [
      'Name is required.',
      'Invalid email format.',
      'Pincode must be 6 digits and cannot start with 0.',
      'City is required.',
      'State is required.',
      'District is required.',
      'Other address can be at most 300 characters.',
    ])
      expect(within(form()).getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
  });

  it("shows the server's refusal under the field it names, and no toast", async () => {
    signIn();
    const { user } = renderComponent(<UserDetailsForm user={profileUser(filled)} />, {
      mocks: [
        {
          request: { query: UpdateMyProfileDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'State must be one of the states or union territories of India.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: [
                    { field: 'state', message: 'State must be one of the states or union territories of India.' },
                  ],
                },
              },
            ],
          },
        },
      ],
    });
    await user.click(save());
    expect(
      await within(form()).findByText('State must be one of the states or union territories of India.'),
    ).toBeTruthy();
    expect(screen.queryByText('User details saved')).toBeNull();
  });
});
