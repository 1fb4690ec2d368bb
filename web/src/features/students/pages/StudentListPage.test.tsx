import { act, screen, waitFor, within } from '@testing-library/react';
import { stayChangePayload } from '@/domain/housing/housingFixtures';
import { ArchiveStudentDocument } from '@/features/students/graphql/ArchiveStudent.generated';
import { toaster } from '@/lib/toaster';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { asha, listMock, ravi } from '../studentFixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;

async function openList(mocks: ReturnType<typeof listMock>[] | object[], path = '/admin/student-details') {
  signIn();
  const view = renderRoute(path, { mocks: mocks as never });
  await screen.findByRole('cell', { name: 'Asha Verma' });
  return view;
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('StudentListPage', () => {
  it('shows the columns, ordinal dates, dash cells and the page count', async () => {
    await openList([listMock([asha, ravi], 25)]);
    expect(screen.getByRole('heading', { name: 'Student Details' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Students' })).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Profile image',
      'Name',
      'Email',
      'Phone',
      'Move-in Date',
      'Room No.',
      'Actions',
    ]);
    expect(within(rowOf('Asha Verma')).getByRole('cell', { name: '5th Nov, 2026' })).toBeTruthy();
    expect(
      within(rowOf('Ravi Kumar'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('-');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Asha Verma' }).getAttribute('href')).toBe(
      '/admin/student-details/student-edit/1',
    );
    expect(screen.getByRole('link', { name: 'View Asha Verma' }).getAttribute('href')).toBe('/admin/student-details/1');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches on the server after a pause and keeps the search in the URL', async () => {
    const { user, router } = await openList([listMock([asha, ravi]), listMock([ravi], 1, { search: 'ravi' })]);
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'ravi');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Verma' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ravi');
  });

  it('toggles the sort direction of a column', async () => {
    const { user, router } = await openList([
      listMock([asha, ravi]),
      listMock([ravi, asha], 2, { orderBy: { field: 'name', direction: 'desc' } }),
      listMock([ravi, asha], 2, { orderBy: { field: 'room_number', direction: 'asc' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('Ravi Kumar'));
    expect(router.state.location.search).toBe('?sort=name&dir=desc');
    await user.click(screen.getByRole('button', { name: 'Room No.' }));
    await waitFor(() => expect(header('Room No.').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('changes the page size and pages with Previous/Next', async () => {
    const many = Array.from({ length: 3 }, (_, index) => ({ ...ravi, id: `r${index}`, name: `Resident ${index}` }));
    const { user, router } = await openList([
      listMock([asha, ravi], 30),
      listMock([asha, ...many], 30, { pageSize: 25 }),
      listMock(many, 30, { pageSize: 25, page: 2 }),
      listMock([asha, ...many], 30, { pageSize: 25 }),
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Verma' })).toBeNull());
    expect(router.state.location.search).toBe('?pageSize=25&page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('reads page, size and sort from the URL', async () => {
    await openList(
      [listMock([asha], 30, { page: 2, pageSize: 25, orderBy: { field: 'email', direction: 'desc' } })],
      '/admin/student-details?page=2&pageSize=25&sort=EMAIL&dir=DESC',
    );
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(header('Email').getAttribute('aria-sort')).toBe('descending');
  });

  it('deletes after the confirmation and the row leaves the list', async () => {
    const archived = {
      request: { query: ArchiveStudentDocument, variables: { input: { id: '1' } } },
      result: {
        data: {
          archiveStudent: stayChangePayload({
            student: { id: '1', archived: true },
            beds: [{ id: 'b1', label: '101-a', isOccupied: false, student: null, currentStay: null }],
            rooms: [{ id: 'r101', bedsOccupied: 0, totalBeds: 2, availability: 'available' }],
          }),
        },
      },
    };
    const { user } = await openList([listMock([asha, ravi]), archived, listMock([ravi])]);
    const create = vi.spyOn(toaster, 'create');
    await user.click(screen.getByRole('button', { name: 'Delete Asha Verma' }));
    const confirmation = await findConfirmDialog('Are you sure you want to delete this item?');
    expect(within(confirmation).getByText('Asha Verma, room 101 bed A')).toBeTruthy();
    expect(buttonPalette(within(confirmation).getByRole('button', { name: 'Confirm' }))).toBe('red');
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Verma' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Ravi Kumar' })).toBeTruthy();
    // The student screens keep their toasts up for 5000 ms.
    expect(create.mock.calls.map(([options]) => options.duration)).toEqual([5000]);
  });

  it('keeps the confirmation open and says so in plain words when the deletion fails', async () => {
    const refused = {
      request: { query: ArchiveStudentDocument, variables: { input: { id: '1' } } },
      result: { errors: [{ message: 'SQLITE_BUSY: database is locked', extensions: { code: 'INTERNAL' } }] },
    };
    const { user } = await openList([listMock([asha, ravi]), refused]);
    await user.click(screen.getByRole('button', { name: 'Delete Asha Verma' }));
    const confirmation = await findConfirmDialog();
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));
    expect((await within(confirmation).findByRole('alert')).textContent).toContain(
      'Asha Verma was not deleted. Try again, or choose Cancel.',
    );
    expect(screen.queryByText(/SQLITE/)).toBeNull();
    expect(screen.queryByText('Item deleted successfully!')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBe(confirmation);
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Asha Verma' })).toBeTruthy();
  });

  it('keeps the row when the deletion is cancelled', async () => {
    const { user } = await openList([listMock([asha, ravi])]);
    const opener = screen.getByRole('button', { name: 'Delete Asha Verma' });
    await user.click(opener);
    await user.click(within(await findConfirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Asha Verma' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.queryByText('Item deleted successfully!')).toBeNull();
  });

  it('exports the current filtered list as CSV with the bearer token', async () => {
    const fetchMock = stubFetch(
      new Response('name,email\n', { headers: { 'Content-Disposition': 'attachment; filename="students.csv"' } }),
    );
    const createObjectURL = vi.fn(() => 'blob:students');
    // The DOM emulation has no object URLs; this file's environment keeps the stand-ins.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openList([listMock([asha], 1, { search: 'asha' })], '/admin/student-details?search=asha');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/students/export.csv?search=asha&sortField=name&sortDirection=asc');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('says so when the export fails', async () => {
    stubFetch(jsonResponse({ statusCode: 403, message: 'Forbidden resource' }, 403));
    const { user } = await openList([listMock([asha])]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the students')).toBeTruthy();
    expect(screen.getByText('Forbidden resource')).toBeTruthy();
  });
});
