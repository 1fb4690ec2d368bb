import { screen, within } from '@testing-library/react';
import { PaymentDetailsPageDocument } from '@/gql/graphql';
import { currentMonth } from '@/domain/money/months';
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
          billedPaise: 90_000_00,
          collectedPaise: 45_000_00,
          pendingVerificationPaise: 9_000_00,
          duePaise: 27_000_00,
          overduePaise: 9_000_00,
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
    const totals = screen.getByLabelText('Totals of the month');
    for (const text of ['Billed', 'Collected', 'Pending verification', 'Due', 'Overdue', '₹90,000.00', '₹45,000.00']) {
      expect(within(totals).getAllByText(text).length).toBeGreaterThan(0);
    }
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
