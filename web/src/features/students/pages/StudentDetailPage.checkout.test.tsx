import { act, screen, within } from '@testing-library/react';
import { GiveNoticeDocument } from '@/domain/checkout/GiveNotice.generated';
import { WriteOffBalanceDocument } from '@/features/students/graphql/WriteOffBalance.generated';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { toaster } from '@/lib/toaster';
import { addDays } from '@hostel-admin/rules';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { balance, detailMock, leftOnRefund, openDetail, student } from './StudentDetailPage.mocks';

afterEach(() => {
  act(() => toaster.remove());
});

describe('StudentDetailPage: notice, leaving and what is still owed', () => {
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
    // Six days back: a notice date the form accepts on any day the test runs.
    const noticeDate = addDays(todayInIndia(), -6);
    const noticeMock = {
      request: { query: GiveNoticeDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent.push(variables.input);
        const { name, roomNumber, deposit, rentTerms, balance: owed } = student();
        const checkout = {
          __typename: 'Checkout',
          id: 'c9',
          noticeDate,
          // The terms changed on the server since the page loaded: 45 days, not 30.
          moveOutDate: addDays(noticeDate, 45),
          moveOutPassed: false,
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
    await fill(user, within(dialog).getByLabelText(/Notice date/), noticeDate);
    const moveOut = formatOrdinalDate(addDays(noticeDate, 30));
    expect(within(dialog).getByText(`Notice period 30 days: moves out on ${moveOut}`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    const confirmation = await findConfirmDialog('Give notice');
    expect(confirmation.textContent).toContain(`Asha Verma moves out on ${moveOut}.`);
    await user.click(within(confirmation).getByRole('button', { name: 'Give notice' }));
    const recorded = formatOrdinalDate(addDays(noticeDate, 45));
    expect(await screen.findByText(`Asha Verma moves out on ${recorded}`)).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ studentId: '1', noticeDate })]);
  });
});
