import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GiveNoticeDocument,
  StudentDetailPageDocument,
  StudentLedgerDocument,
  WriteOffBalanceDocument,
} from '@/gql/graphql';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { toaster } from '@/lib/toaster';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';

type Status = 'paid' | 'partially_paid' | 'due' | 'overdue' | 'upcoming';
const period = (label: string, startDate: string, status: Status, settledPaise = 0, pendingPaise = 0) => ({
  __typename: 'RentPeriod',
  id: `1:${startDate}`,
  label,
  startDate,
  endDate: startDate,
  amountPaise: 900000,
  settledPaise,
  pendingPaise,
  status,
});

const periods = [
  period('Feb-Mar', '2027-02-05', 'upcoming'),
  period('Jan-Feb', '2027-01-05', 'partially_paid', 450000, 100000),
  period('Dec-Jan', '2026-12-05', 'overdue'),
  period('Nov-Dec', '2026-11-05', 'paid', 900000),
];

const balance = (balancePaise: number) => ({
  __typename: 'StudentBalance',
  id: '1',
  chargedPaise: 2700000,
  collectedPaise: 2700000 - balancePaise,
  pendingPaise: 100000,
  balancePaise,
});

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
      settlement: null as Record<string, unknown> | null,
    },
    rentTerms: {
      __typename: 'RentTerms',
      id: '1',
      monthlyRentPaise: 900000,
      billFrom: null as string | null,
      noticePeriodDays: 30,
    },
    rentPeriods: periods,
    balance: balance(1350000),
    checkout: null as Record<string, unknown> | null,
    ...overrides,
  };
}

/** A leaver's checkout: notice on 21 Oct, moved out and refunded on 20 Nov. */
const leftOnRefund = {
  __typename: 'Checkout',
  id: 'c1',
  status: 'refunded',
  noticeDate: '2026-10-21',
  moveOutDate: '2026-11-20',
  refundedAt: '2026-11-20T05:00:00.000Z',
  refund: {
    __typename: 'Refund',
    id: 'r1',
    amountPaise: 0,
    method: 'cash',
    reference: null,
    paidOn: '2026-11-20',
    paidBy: 'Meena Admin',
  },
};

const detailMock = (data: ReturnType<typeof student>) => ({
  request: { query: StudentDetailPageDocument, variables: { id: '1' } },
  result: { data: { student: data } },
});

const line = (
  id: string,
  item: string,
  chargePaise: number | null,
  paymentPaise: number | null,
  balancePaise: number,
) => ({
  __typename: 'LedgerLine',
  id,
  date: '2026-11-05',
  item,
  chargePaise,
  paymentPaise,
  balancePaise,
  payment: paymentPaise
    ? {
        __typename: 'Payment',
        id: id.replace('payment:', ''),
        amountPaise: paymentPaise,
        method: 'cash',
        reference: null,
        paidOn: '2026-11-05',
        status: 'complete',
        receiptNumber: 'R-000007',
        receiptPath: `/api/payments/${id.replace('payment:', '')}/receipt`,
      }
    : null,
});

const ledgerMock = {
  request: { query: StudentLedgerDocument, variables: { id: '1', page: 1, pageSize: 25 } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: '1',
        ledgerLines: {
          __typename: 'LedgerPage',
          totalCount: 2,
          items: [
            line('payment:7', 'Payment by Cash', null, 900000, 0),
            line('charge:1', 'Rent Nov-Dec', 900000, null, 900000),
          ],
        },
      },
    },
  },
};

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

  it('shows the recorded deposit', async () => {
    await openDetail([detailMock(student())]);
    const deposit = screen.getByLabelText('Deposit Details');
    expect(within(deposit).getByText('Rs. 9,000/-')).toBeTruthy();
    expect(within(deposit).getByText('UPI')).toBeTruthy();
    expect(within(deposit).getByText('3 months')).toBeTruthy();
    expect(within(deposit).getByText('5th Feb, 2027')).toBeTruthy();
    expect(within(deposit).getByText(/^(Held|Matured)$/)).toBeTruthy();
  });

  it('shows a notice with its move-out date and step, and offers no second notice', async () => {
    const checkout = {
      __typename: 'Checkout',
      id: 'c1',
      status: 'refunded',
      noticeDate: '2026-11-20',
      moveOutDate: '2099-12-20',
      refundedAt: '2026-11-21T05:00:00.000Z',
      refund: {
        __typename: 'Refund',
        id: 'r1',
        amountPaise: 800_000,
        method: 'upi',
        reference: 'UTR998877',
        paidOn: '2026-11-21',
        paidBy: 'Meena Admin',
      },
    };
    const settled = {
      ...student().deposit,
      settlement: {
        __typename: 'DepositSettlement',
        checkoutId: 'c1',
        appliedPaise: 100_000,
        refundedPaise: 800_000,
        settledOn: '2026-11-21',
        method: 'upi',
        reference: 'UTR998877',
        paidBy: 'Meena Admin',
      },
    };
    await openDetail([detailMock(student({ checkout, deposit: settled }))]);
    // The refund on the record: how, when, by whom, and its voucher; the deposit reads what became of it.
    expect(
      within(screen.getByLabelText('Notice')).getByText(
        'Rs. 8,000 on 21st Nov, 2026 by UPI (ref UTR998877), paid by Meena Admin',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund voucher' })).toBeTruthy();
    expect(within(screen.getByLabelText('Deposit Details')).getByText('Applied and refunded')).toBeTruthy();
    expect(screen.getByText('Applied Rs. 1,000 to dues and deductions on 21st Nov, 2026')).toBeTruthy();
    expect(
      screen.getByText('Refunded Rs. 8,000 on 21st Nov, 2026 by UPI (ref UTR998877), paid by Meena Admin'),
    ).toBeTruthy();
    const notice = screen.getByLabelText('Notice');
    expect(within(notice).getByText('20th Nov, 2026')).toBeTruthy();
    expect(within(notice).getByText('Moves out on')).toBeTruthy();
    expect(within(notice).getByText('20th Dec, 2099')).toBeTruthy();
    expect(within(notice).getByText('Refund paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give notice' })).toBeNull();
    // The bed is still theirs until then: payments can still be recorded.
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
  });

  it('keeps a leaver who still owes collectable, and lets an admin write the rest off with a reason', async () => {
    const leaver = student({
      archived: true,
      roomNumber: null,
      balance: balance(540000),
      checkout: leftOnRefund,
    });
    const sent: Record<string, unknown>[] = [];
    const writeOffMock = {
      request: { query: WriteOffBalanceDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent.push(variables.input);
        const { deposit: _deposit, rentPeriods: _periods, checkout: _checkout, ...resident } = leaver;
        return {
          data: {
            writeOffBalance: balanceChangeStudent({
              ...resident,
              bed: null,
              room: null,
              rentTerms: { __typename: 'RentTerms', id: '1', billFrom: null },
              balance: balance(0),
            }),
          },
        };
      },
    };
    const { user } = await openDetail([detailMock(leaver), writeOffMock]);
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off: Asha Verma' });
    expect(within(dialog).getByText('Owed: Rs. 5,400')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/Amount/), '5400.01');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Amount can be at most Rs. 5,400, what is owed.')).toBeTruthy();
    expect(await within(dialog).findByText('Reason is required.')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/Amount/), '5400');
    await fill(user, within(dialog).getByLabelText(/Reason/), 'Left the city; unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    const confirmation = await findConfirmDialog('Write off');
    expect(confirmation.textContent).toContain('Rs. 5,400 owed by Asha Verma');
    expect(confirmation.textContent).toContain('Their balance becomes Rs. 0.');
    expect(buttonPalette(within(confirmation).getByRole('button', { name: 'Write off' }))).toBe('red');
    await user.click(within(confirmation).getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('Rs. 5,400 written off for Asha Verma')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ studentId: '1', amountPaise: 540000, reason: 'Left the city; unreachable' }),
    ]);
  });

  it('offers no write-off to a warden', async () => {
    signIn(loginFor('warden'));
    const leaver = student({
      archived: true,
      balance: balance(540000),
      checkout: leftOnRefund,
    });
    renderRoute('/admin/student-details/1', { mocks: [detailMock(leaver)] as never });
    await screen.findByRole('heading', { name: 'Asha Verma' });
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it('gives notice: the dialog and its confirmation show the move-out date, the toast the one the server recorded', async () => {
    const sent: Record<string, unknown>[] = [];
    const noticeMock = {
      request: { query: GiveNoticeDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent.push(variables.input);
        const { name, roomNumber, deposit, rentTerms, balance: owed } = student();
        const checkout = {
          __typename: 'Checkout',
          id: 'c9',
          noticeDate: '2026-11-01',
          // The terms changed on the server since the page loaded: 45 days, not 30.
          moveOutDate: '2026-12-16',
          status: 'notice',
          withdrawalStatus: 'pending',
          preparedAt: null,
          approvedAt: null,
          refundedAt: null,
          student: { __typename: 'Student', id: '1', name, roomNumber, deposit, rentTerms, balance: owed },
          deductions: [],
          settlement: {
            __typename: 'Settlement',
            depositPaise: 900000,
            duesPaise: 0,
            deductionsPaise: 0,
            appliedPaise: 0,
            refundPaise: 900000,
            stillOwedPaise: 0,
            lines: [],
          },
          refund: null,
        };
        return { data: { giveNotice: checkout } };
      },
    };
    const { user } = await openDetail([detailMock(student()), noticeMock, detailMock(student())]);
    expect(screen.queryByLabelText('Notice')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give notice: Asha Verma' });
    await fill(user, within(dialog).getByLabelText(/Notice date/), '2026-11-01');
    expect(within(dialog).getByText('Notice period 30 days: moves out on 1st Dec, 2026')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    const confirmation = await findConfirmDialog('Give notice');
    expect(confirmation.textContent).toContain('Asha Verma moves out on 1st Dec, 2026.');
    await user.click(within(confirmation).getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText('Asha Verma moves out on 16th Dec, 2026')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ studentId: '1', noticeDate: '2026-11-01' })]);
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
