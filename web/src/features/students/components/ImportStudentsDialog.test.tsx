import { act, screen, waitFor, within } from '@testing-library/react';
import { ImportStudentsDocument } from '@/features/students/graphql/ImportStudents.generated';
import { PreviewStudentImportDocument } from '@/features/students/graphql/PreviewStudentImport.generated';
import { toaster } from '@/lib/toaster';
import { renderComponent } from '@/test/renderRoute';
import { StudentListPage } from '../pages/StudentListPage';
import { signIn } from '@/test/session';
import { asha, listMock, ravi, studentRow } from '../studentFixtures';

const csv = [
  'name,email,phone,move_in_date,room_no',
  'Meera Nair,meera@example.com,9000000001,2026-11-01,101',
  'Bad Email,not-an-email,9000000002,2026-11-01,',
  'Kiran Rao,kiran@example.com,9000000003,2026-11-02,',
  'No Phone,nophone@example.com,,2026-13-01,',
].join('\n');

const validRows = [
  {
    __typename: 'StudentImportRow',
    id: '2',
    line: 2,
    name: 'Meera Nair',
    email: 'meera@example.com',
    phone: '+919000000001',
    moveInDate: '2026-11-01',
    roomNumber: 101,
    warnings: ['email: A current resident or an earlier row has this Email too; the row will be imported'],
  },
  {
    __typename: 'StudentImportRow',
    id: '4',
    line: 4,
    name: 'Kiran Rao',
    email: 'kiran@example.com',
    phone: '+919000000003',
    moveInDate: '2026-11-02',
    roomNumber: null,
    warnings: [],
  },
];
const invalidRows = [
  {
    __typename: 'StudentImportError',
    id: '3',
    line: 3,
    raw: 'Bad Email,not-an-email,9000000002,2026-11-01,',
    errors: ['email: Invalid email format.'],
  },
  {
    __typename: 'StudentImportError',
    id: '5',
    line: 5,
    raw: 'No Phone,nophone@example.com,,2026-13-01,',
    errors: ['phone: Phone number is required', 'move_in_date: Must be a date (YYYY-MM-DD).'],
  },
];

const previewMock = {
  request: { query: PreviewStudentImportDocument, variables: { input: { csv } } },
  result: {
    data: {
      previewStudentImport: { __typename: 'StudentImportPreview', id: 'abc', totalRows: 4, validRows, invalidRows },
    },
  },
};

const importResult = vi.fn(() => ({
  data: {
    importStudents: {
      __typename: 'StudentImportResult',
      id: 'imp1',
      imported: 2,
      students: [
        {
          ...studentRow({ id: '7', name: 'Meera Nair' }),
          archived: false,
          residentAccess: null,
          rentTerms: null,
          room: null,
        },
        {
          ...studentRow({ id: '8', name: 'Kiran Rao', roomNumber: null }),
          archived: false,
          residentAccess: null,
          rentTerms: null,
          room: null,
        },
      ],
      rooms: [
        {
          __typename: 'Room',
          id: 'r101',
          roomNumber: 101,
          floor: 1,
          isAc: false,
          roomType: 'normal',
          bedsOccupied: 2,
          totalBeds: 2,
          availability: 'not_available',
        },
      ],
    },
  },
}));

const importMock = {
  request: {
    query: ImportStudentsDocument,
    variables: {
      input: {
        rows: validRows.map(({ line, name, email, phone, moveInDate, roomNumber }) => ({
          line,
          name,
          email,
          phone,
          moveInDate,
          roomNumber,
        })),
      },
    },
  },
  result: importResult,
};

async function openImport() {
  signIn();
  const view = renderComponent(<StudentListPage />, {
    route: '/admin/student-details',
    mocks: [
      listMock([asha, ravi]),
      previewMock,
      importMock,
      listMock([asha, studentRow({ id: '7', name: 'Meera Nair' }), ravi]),
    ],
  });
  await screen.findByRole('cell', { name: 'Asha Verma' });
  await view.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import residents' });
  await view.user.upload(
    within(dialog).getByLabelText('CSV file'),
    new File([csv], 'residents.csv', { type: 'text/csv' }),
  );
  await within(dialog).findByText('4 rows read: 2 valid, 2 with errors.');
  return { ...view, dialog };
}

afterEach(() => {
  act(() => toaster.remove());
  importResult.mockClear();
});

describe('ImportStudentsDialog', () => {
  it('previews the file: valid rows in a table, each bad row with its line and reasons', async () => {
    const { dialog } = await openImport();
    const valid = within(dialog).getByRole('table', { name: 'Valid rows' });
    expect(within(valid).getAllByRole('row')).toHaveLength(3);
    expect(within(valid).getByRole('cell', { name: 'Meera Nair' })).toBeTruthy();
    expect(within(valid).getByRole('cell', { name: '+91 90000 00001' })).toBeTruthy();
    expect(
      within(valid).getByText(
        'email: A current resident or an earlier row has this Email too; the row will be imported',
      ),
    ).toBeTruthy();
    const bad = within(dialog).getByRole('list', { name: 'Rows with errors' });
    const lines = within(bad)
      .getAllByText(/^Line \d+$/)
      .map((line) => line.closest('li')!);
    expect(
      lines.map((line) =>
        within(line)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['email: Invalid email format.'],
      ['phone: Phone number is required', 'move_in_date: Must be a date (YYYY-MM-DD).'],
    ]);
    expect(lines.map((line) => line.querySelector('code')?.textContent)).toEqual([
      invalidRows[0]!.raw,
      invalidRows[1]!.raw,
    ]);
    expect(importResult).not.toHaveBeenCalled();
  });

  it('imports nothing when cancelled', async () => {
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(importResult).not.toHaveBeenCalled();
  });

  it('imports only the valid rows on confirm, then refreshes the list', async () => {
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    expect(await screen.findByText('2 residents imported')).toBeTruthy();
    expect(importResult).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Meera Nair' })).toBeTruthy();
  });
});
