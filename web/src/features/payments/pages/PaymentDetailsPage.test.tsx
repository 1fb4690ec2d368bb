import { screen, within } from '@testing-library/react';
import { PaymentDetailsPageDocument } from '@/features/payments/graphql/PaymentDetailsPage.generated';
import { currentMonth, monthLabel, shiftMonth } from '@/domain/money/months';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

function summaryMock(month: string, residentsPaid: number, residentsBilled: number) {
  return {
    request: { query: PaymentDetailsPageDocument, variables: { month } },
    result: {
      data: {
        paymentSummary: {
          __typename: 'PaymentMonthSummary' as const,
          id: month,
          month,
          residentsBilled,
          residentsPaid,
          openingBalancePaise: 12_500_00,
          rentBilledPaise: 90_000_00,
          extraBilledPaise: 3_150_00,
          billedPaise: 93_150_00,
          collectedPaise: 45_000_00,
          adjustmentsPaise: -2_000_00,
          closingBalancePaise: 58_650_00,
          closingOn: `${month}-28`,
          pendingVerificationPaise: 9_000_00,
          refundsPaidPaise: 8_000_00,
        },
      },
    },
  };
}

describe('PaymentDetailsPage', () => {
  it('shows the month’s residents paid of billed, its totals, and the payments screens', async () => {
    signIn();
    const month = currentMonth();
    renderRoute('/admin/payment-details', { mocks: [summaryMock(month, 4, 10)] });
    expect(await screen.findByRole('heading', { name: 'Payment Details', level: 1 })).toBeTruthy();
    expect(await screen.findByText('4/10')).toBeTruthy();
    // The equation, in order, each figure with its amount; the adjustment signed.
    const equation = screen.getByLabelText(`The equation of ${monthLabel(month)}`);
    const terms = within(equation)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(equation)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      `Opening balance on 1 ${monthLabel(month).slice(0, 3)} ${month.slice(0, 4)}`,
      '+plus Rent billed',
      '+plus Extra charges',
      '−minus Collected',
      '±plus or minus Adjustments',
      `=equals Closing balance on 28 ${monthLabel(month).slice(0, 3)} ${month.slice(0, 4)}`,
    ]);
    expect(values).toEqual(['Rs. 12,500', 'Rs. 90,000', 'Rs. 3,150', 'Rs. 45,000', '−Rs. 2,000', 'Rs. 58,650']);
    // Each figure opens the rows it sums; the opening balance opens the month before.
    const previous = shiftMonth(month, -1);
    expect(
      within(equation)
        .getByRole('link', { name: /Opening balance/ })
        .getAttribute('href'),
    ).toBe(`/admin/payment-details?month=${previous}`);
    for (const [name, part] of [
      ['plus Rent billed', 'rent'],
      ['plus Extra charges', 'extra'],
      ['minus Collected', 'collected'],
      ['plus or minus Adjustments', 'adjustments'],
    ])
      expect(within(equation).getByRole('link', { name }).getAttribute('href')).toBe(
        `/admin/payment-details/month-rows?month=${month}&part=${part}`,
      );
    const apart = screen.getByLabelText('Apart from the balance');
    expect(
      within(apart)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Rs. 9,000', 'Rs. 8,000']);
    expect(within(apart).getByRole('link', { name: 'Refunds paid' }).getAttribute('href')).toBe(
      `/admin/payment-details/month-rows?month=${month}&part=refunds`,
    );
    expect(screen.getByText(/Opening balance \+ billed − collected ± adjustments = closing balance/)).toBeTruthy();
    const ring = screen.getByRole('link', { name: 'Student payment details' });
    expect(ring.getAttribute('href')).toBe(`/admin/payment-details/student-payment-details?month=${month}`);
    for (const [name, href] of [
      ['Deposits', '/admin/payment-details/deposits'],
      ['Checkout', '/admin/payment-details/checkout'],
      ['Extra Billing', '/admin/payment-details/extra-billing'],
      ['Update Rent', '/admin/payment-details/update-rent'],
    ]) {
      expect(within(screen.getByRole('main')).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('reads another month from the filter', async () => {
    signIn();
    const { user } = renderRoute('/admin/payment-details?month=2026-03', {
      mocks: [summaryMock('2026-03', 7, 8), summaryMock('2026-05', 2, 9)],
    });
    expect(await screen.findByText('7/8')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Month'), 'May');
    expect(await screen.findByText('2/9')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeTruthy();
  });
});
