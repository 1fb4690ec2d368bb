import { screen, waitFor, within } from '@testing-library/react';
import { DuesPageDocument } from '@/features/dues/graphql/DuesPage.generated';
import { stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
// Loaded with the file, not inside the first test: the route imports it lazily.
import './DuesPage';

const FIGURES = {
  balancePaise: 0,
  awaitingVerificationPaise: 0,
  notDuePaise: 0,
  days0To30Paise: 0,
  days31To60Paise: 0,
  days61To90Paise: 0,
  days90PlusPaise: 0,
};

function row(id: string, name: string, figures: Partial<typeof FIGURES>, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'DuesRow',
    id,
    ...FIGURES,
    ...figures,
    oldestUnpaid: null,
    daysPastDue: 0,
    overdue: false,
    paidAwaitingVerification: false,
    leaver: false,
    moveOutPassed: false,
    student: { __typename: 'Student', id, name, roomNumber: 101 },
    ...extra,
  };
}

const asha = row(
  '1',
  'Asha Oldham',
  {
    balancePaise: 3_900_000,
    days0To30Paise: 650_000,
    days31To60Paise: 650_000,
    days61To90Paise: 650_000,
    days90PlusPaise: 1_950_000,
  },
  {
    oldestUnpaid: { __typename: 'DuesPeriod', label: 'Rent Jun-Jul', startDate: '2026-06-15', endDate: '2026-07-14' },
    daysPastDue: 158,
    overdue: true,
  },
);
const chitra = row(
  '3',
  'Chitra Upi',
  { balancePaise: 650_000, awaitingVerificationPaise: 650_000 },
  { paidAwaitingVerification: true },
);
const dev = row(
  '4',
  'Dev Leaver',
  { balancePaise: 1_050_000, days0To30Paise: 650_000, days31To60Paise: 400_000 },
  {
    oldestUnpaid: { __typename: 'DuesPeriod', label: 'Rent Oct-Nov', startDate: '2026-10-10', endDate: '2026-11-09' },
    daysPastDue: 41,
    overdue: true,
    leaver: true,
    moveOutPassed: false,
    student: { __typename: 'Student', id: '4', name: 'Dev Leaver', roomNumber: null },
  },
);

function duesMock(items: ReturnType<typeof row>[], variables: Record<string, unknown> = {}) {
  const totals = {
    __typename: 'DuesTotals',
    ...FIGURES,
    residentsOwing: items.filter((r) => r.balancePaise > 0).length,
  };
  for (const item of items)
    for (const key of Object.keys(FIGURES) as (keyof typeof FIGURES)[]) totals[key] += item[key];
  return {
    request: {
      query: DuesPageDocument,
      variables: {
        search: null,
        group: 'all',
        orderBy: { field: 'days_past_due', direction: 'desc' },
        page: 1,
        pageSize: 10,
        ...variables,
      },
    },
    result: { data: { dues: { __typename: 'DuesPage', totalCount: items.length, totals, items } } },
  };
}

describe('DuesPage', () => {
  it('lists who owes what, most overdue first, with ageing, totals and each row’s actions', async () => {
    signIn();
    renderRoute('/admin/dues', { mocks: [duesMock([asha, dev, chitra])] });
    expect(await screen.findByRole('heading', { name: 'Dues', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Dues' });
    await within(table).findByText('Asha Oldham');
    const [header, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Resident',
      'Oldest unpaid',
      'Balance',
      'Awaiting verification',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Actions',
    ]);
    for (const text of ['Rent Jun-Jul', '15th Jun, 2026 – 14th Jul, 2026', '158 days past due', 'Overdue'])
      expect(within(first).getByText(text)).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 8),
    ).toEqual(['Rs. 39,000', 'Rs. 0', 'Rs. 6,500', 'Rs. 6,500', 'Rs. 6,500', 'Rs. 19,500']);
    expect(within(first).getByRole('link', { name: 'Asha Oldham' }).getAttribute('href')).toBe(
      '/admin/student-details/1',
    );
    expect(within(second).getByText('Left')).toBeTruthy();
    expect(within(third).getByText('Paid, awaiting verification')).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Statement of Chitra Upi' })).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Record payment for Chitra Upi' })).toBeTruthy();

    const totals = screen.getByRole('group', { name: 'Totals of the list' });
    expect(within(totals).getByText('Rs. 56,000')).toBeTruthy();
    expect(within(totals).getByText('Rs. 19,500')).toBeTruthy();
    expect(screen.getByText(/3 residents owe/)).toBeTruthy();
  });

  it('filters overdue and sorts by balance on the server, kept in the address', async () => {
    signIn();
    const { user } = renderRoute('/admin/dues', {
      mocks: [
        duesMock([asha, dev, chitra]),
        duesMock([asha, dev], { group: 'overdue' }),
        duesMock([asha, dev], { group: 'overdue', orderBy: { field: 'balance', direction: 'desc' } }),
      ],
    });
    await screen.findByText('Chitra Upi', {}, { timeout: 15_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Overdue');
    await waitFor(() => expect(screen.queryByText('Chitra Upi')).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest balance first');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('balance_desc'),
    );
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('overdue');
    expect(screen.getByText('Asha Oldham')).toBeTruthy();
    expect(screen.queryByText('Chitra Upi')).toBeNull();
  });

  it('downloads a resident’s statement and the list as CSV with the token', async () => {
    const fetchMock = stubFetch(
      new Response('%PDF-', { headers: { 'Content-Disposition': 'attachment; filename="statement-asha.pdf"' } }),
      new Response('Resident\n', { headers: { 'Content-Disposition': 'attachment; filename="dues.csv"' } }),
    );
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:x'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn();
    const { user } = renderRoute('/admin/dues?filter=OVERDUE', { mocks: [duesMock([asha], { group: 'overdue' })] });
    await user.click(await screen.findByRole('button', { name: 'Statement of Asha Oldham' }, { timeout: 15_000 }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/students/1/statement.pdf');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/dues.csv?filter=overdue&sort=oldest_first');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('opens Record payment with what the resident owes', async () => {
    signIn();
    const { user } = renderRoute('/admin/dues', { mocks: [duesMock([asha])] });
    await user.click(
      await screen.findByRole('button', { name: 'Record payment for Asha Oldham' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: Asha Oldham' });
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('39000');
  });

  it('shows staff the statements without Record payment', async () => {
    signIn(loginFor('staff'));
    renderRoute('/admin/dues', { mocks: [duesMock([asha])] });
    expect(await screen.findByRole('button', { name: 'Statement of Asha Oldham' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment for Asha Oldham' })).toBeNull();
  });
});
