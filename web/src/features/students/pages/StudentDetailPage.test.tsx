import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudentDetailPageDocument } from '@/gql/graphql';
import { toaster } from '@/lib/toaster';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

const period = (label: string, startDate: string, status: 'due' | 'upcoming') => ({
  __typename: 'RentPeriod',
  id: `1:${startDate}`,
  label,
  startDate,
  endDate: startDate,
  amountPaise: 900000,
  status,
});

const periods = [
  period('Feb-Mar', '2027-02-05', 'upcoming'),
  period('Jan-Feb', '2027-01-05', 'due'),
  period('Dec-Jan', '2026-12-05', 'due'),
  period('Nov-Dec', '2026-11-05', 'due'),
];

function student(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Student',
    id: '1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    moveInDate: '2026-11-05',
    roomNumber: 101,
    photoUrl: null,
    archived: false,
    deposit: {
      __typename: 'Deposit',
      id: 'd1',
      amountPaise: 900000,
      paidOn: '2026-11-05',
      method: 'upi',
      maturityDate: '2027-02-05',
    },
    rentTerms: { __typename: 'RentTerms', id: '1', monthlyRentPaise: 900000, billFrom: null as string | null },
    rentPeriods: periods,
    ...overrides,
  };
}

const detailMock = (data: ReturnType<typeof student>, periodCount = 4) => ({
  request: { query: StudentDetailPageDocument, variables: { id: '1', periodCount } },
  result: { data: { student: data } },
});

async function openDetail(mocks: object[]) {
  signIn();
  const view = renderRoute('/admin/student-details/1', { mocks: mocks as never });
  await screen.findByRole('heading', { name: 'Asha Verma' });
  return view;
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('StudentDetailPage', () => {
  it('shows the profile with the ordinal move-in date, initials and the edit links', async () => {
    await openDetail([detailMock(student())]);
    expect(screen.getByRole('heading', { name: 'Student Details' })).toBeTruthy();
    const profile = screen.getByLabelText('Profile');
    const values = within(profile)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['asha@example.com', '+91 98765 43210', '5th Nov, 2026', '101']);
    expect(screen.getByRole('img', { name: 'Asha Verma' }).textContent).toBe('AV');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/admin/student-details/student-edit/1',
    );
    expect(screen.getByRole('link', { name: 'Edit details' }).getAttribute('href')).toBe(
      '/admin/student-details/student-edit/1',
    );
    expect(screen.queryByText('Archived')).toBeNull();
  });

  it('lists the rent periods as Due or Upcoming and loads more on "view more.."', async () => {
    const older = [period('Oct-Nov', '2026-10-05', 'due'), period('Sep-Oct', '2026-09-05', 'due')];
    const { user } = await openDetail([
      detailMock(student({ moveInDate: '2026-09-05' })),
      detailMock(student({ moveInDate: '2026-09-05', rentPeriods: [...periods, ...older] }), 12),
    ]);
    const rent = screen.getByRole('list', { name: 'Rent Details' });
    const lines = within(rent)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toBe('Feb-Mar₹9,000.00Upcoming');
    expect(lines[3]).toBe('Nov-Dec₹9,000.00Due');
    await user.click(screen.getByRole('button', { name: 'view more..' }));
    await waitFor(() => expect(within(rent).getAllByRole('listitem')).toHaveLength(6));
    expect(within(rent).getByText('Sep-Oct')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'view more..' })).toBeNull();
  });

  it('says from when rent is billed when it is later than the move-in date', async () => {
    await openDetail([
      detailMock(
        student({
          moveInDate: '2025-01-10',
          rentTerms: { __typename: 'RentTerms', id: '1', monthlyRentPaise: 900000, billFrom: '2026-11-01' },
        }),
      ),
    ]);
    expect(screen.getByText('Rent billed from 1st Nov, 2026')).toBeTruthy();
  });

  it('shows the recorded deposit', async () => {
    await openDetail([detailMock(student())]);
    const deposit = screen.getByLabelText('Deposit Details');
    expect(within(deposit).getByText('Rs. 9000/-')).toBeTruthy();
    expect(within(deposit).getByText('UPI')).toBeTruthy();
    expect(within(deposit).getByText('3 months')).toBeTruthy();
    expect(within(deposit).getByText('5th Feb, 2027')).toBeTruthy();
  });

  it('says when there is no deposit or rent terms, and marks an archived student', async () => {
    await openDetail([
      detailMock(student({ deposit: null, rentTerms: null, rentPeriods: [], archived: true, roomNumber: null })),
    ]);
    expect(screen.getByText('No deposit recorded')).toBeTruthy();
    expect(screen.getByText('No rent terms recorded')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'view more..' })).toBeNull();
  });

  it('uploads a photo with the bearer token, then shows it', async () => {
    const fetchMock = stubFetch(jsonResponse({ photo_url: '/api/students/1/photo?sig=s' }, 201));
    const { user } = await openDetail([
      detailMock(student()),
      detailMock(student({ photoUrl: '/api/students/1/photo?exp=1&sig=s' })),
    ]);
    await user.upload(screen.getByLabelText('Photo file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo updated')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/students/1/photo');
    expect((init?.body as FormData).get('photo')).toBeInstanceOf(File);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Asha Verma' }).getAttribute('src')).toBe(
        '/api/students/1/photo?exp=1&sig=s',
      ),
    );
  });

  it('refuses a photo that is too large or not JPEG/PNG before sending it', async () => {
    const fetchMock = stubFetch();
    await openDetail([detailMock(student())]);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Photo file');
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG or PNG image.');
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The photo must be 2 MB or smaller.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server refusal of the photo', async () => {
    stubFetch(jsonResponse({ statusCode: 400, message: 'photo must be a JPEG or PNG image' }, 400));
    const { user } = await openDetail([detailMock(student())]);
    await user.upload(screen.getByLabelText('Photo file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('photo must be a JPEG or PNG image');
  });
});
