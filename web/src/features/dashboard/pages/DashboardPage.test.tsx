import { screen } from '@testing-library/react';
import { DashboardPageDocument } from '@/gql/graphql';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

const me = {
  __typename: 'User',
  id: '1',
  fullName: 'Asha Verma',
  role: 'admin',
  hostel: { __typename: 'Hostel', id: '7', name: 'Green Nest Hostel' },
} as const;

describe('DashboardPage', () => {
  it('greets the signed-in user by the name the server returns', async () => {
    signIn();
    renderRoute('/admin/dashboard', {
      mocks: [{ request: { query: DashboardPageDocument }, result: { data: { me } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(screen.getByText('Green Nest Hostel')).toBeTruthy();
  });

  it('says so when the query fails', async () => {
    signIn();
    renderRoute('/admin/dashboard', {
      mocks: [{ request: { query: DashboardPageDocument }, error: new Error('Server unavailable') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your details');
    // In words, never the error's own text.
    expect(alert.textContent).toContain('Something went wrong.');
    expect(alert.textContent).not.toContain('Server unavailable');
  });
});
