import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { system } from '@/lib/theme';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableSort } from './types';

type Person = { id: string; name: string; city: string | null };
const columns: DataTableColumn<Person, 'NAME' | 'CITY'>[] = [
  { key: 'photo', header: 'Photo', hideHeader: true, render: () => '🙂' },
  { key: 'name', header: 'Name', sortField: 'NAME', render: (person) => person.name },
  { key: 'city', header: 'City', sortField: 'CITY', render: (person) => person.city },
];
const people: Person[] = [
  { id: '1', name: 'Asha', city: 'Pune' },
  { id: '2', name: 'Ravi', city: null },
];

type HarnessProps = {
  rows?: Person[];
  totalCount?: number;
  totalCountExact?: boolean;
  loading?: boolean;
  onPage?: (page: number) => void;
};

function Harness({ rows = people, totalCount = 42, totalCountExact, loading, onPage }: HarnessProps) {
  const [sort, setSort] = useState<DataTableSort<'NAME' | 'CITY'>>({ field: 'NAME', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      getRowKey={(person) => person.id}
      totalCount={totalCount}
      totalCountExact={totalCountExact}
      page={page}
      pageSize={pageSize}
      sort={sort}
      loading={loading}
      onSortChange={setSort}
      onPageChange={(next) => {
        setPage(next);
        onPage?.(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

function renderTable(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={system}>
      <Harness {...props} />
    </ChakraProvider>,
  );
  return user;
}

const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;
/** The bar above a list that reads again with its rows on screen (RefreshBar). */
const refreshBar = () => document.querySelector('[data-scope="progress"][data-part="root"]');

describe('DataTable', () => {
  it('renders the rows with a dash for empty cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['🙂', 'Ravi', '-']);
    expect(within(rows[0]!).getByText('Photo')).toBeTruthy();
  });

  it('toggles the sort of a column and marks it with aria-sort', async () => {
    const user = renderTable();
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('City').getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(header('City').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('pages with Previous/Next and changes the page size', async () => {
    const onPage = vi.fn();
    const user = renderTable({ onPage });
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    expect(screen.getByText('42 total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    expect(onPage).toHaveBeenCalledWith(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a count that stopped short is at least that many, and pages on past it', async () => {
    const onPage = vi.fn();
    const user = renderTable({ totalCount: 20, totalCountExact: false, onPage });
    expect(screen.getByText('20+ total')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2+')).toBeTruthy();
    // The last page counted so far: more match, so Next stays (the server counts further from a later page).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('shows the empty state, and Page 1 of 1', () => {
    renderTable({ rows: [], totalCount: 0 });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a loading state while the first page loads', () => {
    renderTable({ rows: [], totalCount: 0, loading: true });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
  });

  it('keeps the rows at full contrast while the next page loads, with a moving bar above them', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByText('Asha')).toBeTruthy();
    expect(refreshBar()).toBeTruthy();
  });

  it('shows no bar once the page is there', () => {
    renderTable();
    expect(refreshBar()).toBeNull();
  });

  it('holds the place of the first page with as many placeholder rows as will come, so nothing shifts', () => {
    renderTable({ rows: [], totalCount: 0, loading: true });
    const body = screen.getByRole('table', { name: 'People' }).querySelector('tbody')!;
    expect(body.querySelectorAll('tr[aria-hidden="true"]')).toHaveLength(10);
  });
});

describe('DataTable on a phone', () => {
  beforeEach(() => {
    const narrow = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockImplementation(narrow);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stacks each row as a list item with header and value pairs, and no table', () => {
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Name').tagName).toBe('DT');
    expect(within(items[0]!).getByText('Asha').tagName).toBe('DD');
    expect(within(items[1]!).getByText('-')).toBeTruthy();
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
  });

  it('sorts with one select of column and direction', async () => {
    const user = renderTable();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sortBy.value).toBe('NAME asc');
    expect(within(sortBy).getByRole('option', { name: 'Name, ascending' })).toBeTruthy();
    await user.selectOptions(sortBy, 'City, descending');
    expect(sortBy.value).toBe('CITY desc');
  });

  it('keeps the cards and shows the bar while the next page loads', () => {
    renderTable({ loading: true });
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(2);
    expect(refreshBar()).toBeTruthy();
  });

  it('shows placeholder cards while the first page loads, and the empty text after', () => {
    renderTable({ rows: [], totalCount: 0, loading: true });
    expect(screen.getByRole('list', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(10);
  });
});
