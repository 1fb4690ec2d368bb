import { screen, within } from '@testing-library/react';
import { MonthLedgerRowsPageDocument } from '@/features/payments/graphql/MonthLedgerRowsPage.generated';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

const row = (id: string, date: string, item: string, amountPaise: number, reference: string | null = null) => ({
  __typename: 'MonthLedgerRow' as const,
  id,
  date,
  studentId: '7',
  studentName: 'Asha Rao',
  item,
  amountPaise,
  receiptNumber: null,
  reference,
});

function rowsMock(part: string, page: number, items: ReturnType<typeof row>[], totalCount: number, totalPaise: number) {
  return {
    request: { query: MonthLedgerRowsPageDocument, variables: { month: '2026-11', part, page, pageSize: 25 } },
    result: { data: { monthLedgerRows: { __typename: 'MonthLedgerRowPage' as const, totalCount, totalPaise, items } } },
  };
}

describe('MonthRowsPage', () => {
  it('lists the rows behind a figure with what they add up to, each resident a link', async () => {
    signIn();
    renderRoute('/admin/payment-details/month-rows?month=2026-11&part=ADJUSTMENTS', {
      mocks: [
        // A link written before the lower_snake_case values (part=ADJUSTMENTS) asks for the same rows.
        rowsMock(
          'adjustments',
          1,
          [
            row('charge:4', '2026-11-20', 'One-time discount: Festival offer', -50_000),
            row('void:2', '2026-11-21', 'Payment R-000198 voided: duplicate entry', 600_000, '633012345678'),
          ],
          2,
          550_000,
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Adjustments', level: 1 })).toBeTruthy();
    expect(await screen.findByText('2 rows in November 2026, adding up to Rs. 5,500')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Adjustments, November 2026' });
    expect(within(table).getByText('One-time discount: Festival offer')).toBeTruthy();
    expect(within(table).getByText('-Rs. 500')).toBeTruthy();
    expect(within(table).getByText('633012345678')).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: 'Asha Rao' })[0]!.getAttribute('href')).toBe(
      '/admin/student-details/7',
    );
    expect(screen.getByRole('link', { name: 'Back to Payment Details, November 2026' }).getAttribute('href')).toBe(
      '/admin/payment-details?month=2026-11',
    );
  });

  it('says No data available for a figure with no rows', async () => {
    signIn();
    renderRoute('/admin/payment-details/month-rows?month=2026-11&part=refunds', {
      mocks: [rowsMock('refunds', 1, [], 0, 0)],
    });
    expect(await screen.findByRole('heading', { name: 'Refunds paid', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.getByText('0 rows in November 2026, adding up to Rs. 0')).toBeTruthy();
  });
});
