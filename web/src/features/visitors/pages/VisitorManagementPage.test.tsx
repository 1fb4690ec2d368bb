import { screen, waitFor, within } from '@testing-library/react';
import { SignOutVisitorDocument } from '@/features/visitors/graphql/SignOutVisitor.generated';
import { VisitorManagementPageDocument } from '@/features/visitors/graphql/VisitorManagementPage.generated';
import { findConfirmDialog } from '@/test/confirm';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { visitorRow } from '../visitors.mocks';
// Loaded with the file, not inside the first test: the route imports it lazily.
import './VisitorManagementPage';

const ramesh = visitorRow('3', 'Ramesh Verma', { purpose: 'Father' });
const anil = visitorRow('2', 'Anil Yadav', {
  purpose: 'Courier delivery',
  idType: null,
  inside: false,
  outAt: '2026-11-20T05:20:00.000Z',
  signedOutBy: 'Meena Iyer',
  resident: { __typename: 'Student', id: '2', name: 'Ravi Kumar', roomNumber: 204 },
});

function listMock(items: ReturnType<typeof visitorRow>[], variables: Record<string, unknown> = {}, uses = 1) {
  return {
    request: {
      query: VisitorManagementPageDocument,
      variables: { search: null, group: 'all', page: 1, pageSize: 10, ...variables },
    },
    maxUsageCount: uses,
    result: {
      data: {
        visitors: {
          __typename: 'VisitorPage',
          totalCount: items.length,
          insideCount: items.filter((v) => v.inside).length,
          items,
        },
      },
    },
  };
}

async function openLog(mocks: object[]) {
  const view = renderRoute('/admin/visitor-management', { mocks: mocks as never });
  expect(
    await screen.findByRole('heading', { name: 'Visitor Management', level: 1 }, { timeout: 15_000 }),
  ).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Visitors' });
  await within(table).findByText('Ramesh Verma');
  return { ...view, table };
}

describe('VisitorManagementPage', () => {
  it('lists the log newest first: who, whom, why, the ID, in and out, and who is inside', async () => {
    signIn();
    const { table } = await openLog([listMock([ramesh, anil])]);
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Visitor', 'Visiting', 'Relation or purpose', 'ID shown', 'In / Out', 'Signed in / out by', 'Actions']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Ramesh Verma+91 98765 43210',
      'Asha VermaRoom 101',
      'Father',
      'Aadhaar',
      'In 20 Nov 2026, 10:30 am' + 'Inside',
      'In: Suresh Kumar',
      'Sign out',
    ]);
    expect(within(first!).getByRole('link', { name: 'Asha Verma' }).getAttribute('href')).toBe(
      '/admin/student-details/1',
    );
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3),
    ).toEqual(['-', 'In 20 Nov 2026, 10:30 amOut 20 Nov 2026, 10:50 am', 'In: Suresh KumarOut: Meena Iyer', '']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1 visitor inside now');
  });

  it('filters the visitors inside now on the server, kept in the address', async () => {
    signIn();
    const { user, router } = await openLog([listMock([ramesh, anil]), listMock([ramesh], { group: 'inside' })]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Currently inside');
    await waitFor(() => expect(screen.queryByText('Anil Yadav')).toBeNull());
    expect(router.state.location.search).toBe('?filter=inside');
    expect(screen.getByText('Ramesh Verma')).toBeTruthy();
  });

  it('signs a visitor out after asking in the confirmation that names them and the resident', async () => {
    signIn(loginFor('staff'));
    const out = { ...ramesh, inside: false, outAt: '2026-11-20T06:00:00.000Z', signedOutBy: 'Asha Verma' };
    const sent: unknown[] = [];
    const { user, table } = await openLog([
      listMock([ramesh, anil]),
      listMock([out, anil]),
      {
        request: { query: SignOutVisitorDocument, variables: { input: { id: '3' } } },
        result: () => {
          sent.push('3');
          return { data: { signOutVisitor: out } };
        },
      },
    ]);
    await user.click(within(table).getByRole('button', { name: 'Sign out Ramesh Verma' }));
    const dialog = await findConfirmDialog('Sign out this visitor?');
    expect(dialog.textContent).toContain('Ramesh Verma, visiting Asha Verma');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Ramesh Verma signed out')).toBeTruthy();
    expect(sent).toEqual(['3']);
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Sign out Ramesh Verma' })).toBeNull());
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('0 visitors inside now');
  });

  it('offers neither Sign in visitor nor Sign out to a role that may only read', async () => {
    const reader = loginFor('staff');
    signIn({
      ...reader,
      user: { ...reader.user, permissions: reader.user.permissions.filter((p) => p !== 'visitors_write') },
    });
    const { table } = await openLog([listMock([ramesh])]);
    expect(screen.queryByRole('button', { name: 'Sign in visitor' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Sign out/ })).toBeNull();
  });
});
