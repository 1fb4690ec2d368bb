import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@/lib/toaster';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { balance, detailMock, ledgerMock, openDetail, student } from './StudentDetailPage.mocks';

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

  it('lists the rent periods with their status, what is settled and pending, and the balance', async () => {
    await openDetail([detailMock(student())]);
    const rent = screen.getByRole('list', { name: 'Rent Details' });
    const lines = within(rent)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Feb-MarRs. 9,000Upcoming',
      'Jan-FebRs. 9,000Partially paidRs. 4,500 of Rs. 9,000 paidRs. 1,000 pending verification',
      'Dec-JanRs. 9,000Overdue',
      'Nov-DecRs. 9,000Paid',
    ]);
    expect(screen.getByText('Balance due Rs. 13,500')).toBeTruthy();
  });

  it('opens the full ledger from "view more.." and downloads a receipt with the bearer token', async () => {
    const fetchMock = stubFetch(new Response(new Blob(['%PDF-']), { status: 200 }));
    // The DOM emulation has no object URLs, and following the download link would navigate its window.
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:receipt'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openDetail([detailMock(student({ balance: balance(-50000) })), ledgerMock]);
    expect(screen.getByText('Credit Rs. 500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'view more..' }));
    const dialog = await screen.findByRole('dialog', { name: "Asha Verma's ledger" });
    expect(await within(dialog).findByText('Rent Nov-Dec')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Download receipt R-000007' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments/7/receipt');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('says from when rent is billed when it is later than the move-in date', async () => {
    await openDetail([
      detailMock(
        student({
          moveInDate: '2025-01-10',
          rentTerms: {
            __typename: 'RentTerms',
            id: '1',
            monthlyRentPaise: 900000,
            billFrom: '2026-11-01',
            noticePeriodDays: 30,
          },
        }),
      ),
    ]);
    expect(screen.getByText('Rent billed from 1st Nov, 2026')).toBeTruthy();
  });

  it("lists the resident's recent visitors, newest first, with who is inside now", async () => {
    await openDetail([detailMock(student())]);
    const list = await screen.findByRole('list', { name: 'Recent visitors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ramesh VermaFatherInsideIn 20 Nov 2026, 10:30 am',
      'Anil YadavCourier deliveryIn 19 Nov 2026, 3:00 pm · Out 19 Nov 2026, 3:20 pm',
    ]);
    expect(screen.getByText('The 2 newest of 12 visits.')).toBeTruthy();
  });

  it('shows the recorded deposit', async () => {
    await openDetail([detailMock(student())]);
    const deposit = screen.getByLabelText('Deposit Details');
    expect(within(deposit).getByText('Rs. 9,000/-')).toBeTruthy();
    expect(within(deposit).getByText('UPI')).toBeTruthy();
    expect(within(deposit).getByText('3 months')).toBeTruthy();
    expect(within(deposit).getByText('5th Feb, 2027')).toBeTruthy();
    expect(within(deposit).getByText(/^(Held|Matured)$/)).toBeTruthy();
  });

  it('says when there is no deposit or rent terms, and marks an archived student who owes nothing', async () => {
    await openDetail([
      detailMock(
        student({
          deposit: null,
          rentTerms: null,
          rentPeriods: [],
          archived: true,
          roomNumber: null,
          balance: balance(0),
        }),
      ),
    ]);
    expect(screen.getByText('No deposit recorded')).toBeTruthy();
    expect(screen.getByText('No rent terms recorded')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
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
