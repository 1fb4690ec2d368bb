import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { UpdateStudentInput } from '@/gql/graphql';
import { RoomNumberChoicesDocument } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect.generated';
import { StudentEditPageDocument } from '@/features/students/graphql/StudentEditPage.generated';
import { UpdateStudentDocument } from '@/features/students/graphql/UpdateStudent.generated';
import { stayChangePayload } from '@/domain/housing/housingFixtures';
import { todayInIndia } from '@/lib/format';
import { findConfirmDialog } from '@/test/confirm';
import { toaster } from '@/lib/toaster';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { asha, listMock } from '../studentFixtures';
import { fill } from '@/test/fill';
import { addDays, addMonths } from '@hostel-admin/rules';

const editMock = {
  request: { query: StudentEditPageDocument, variables: { id: '1' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: '1',
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+919876543210',
        moveInDate: '2026-11-05',
        archived: false,
        room: { __typename: 'Room', id: 'r101', roomNumber: 101 },
        rentTerms: { __typename: 'RentTerms', id: '1', billFrom: null },
      },
    },
  },
};

const roomsMock = {
  request: { query: RoomNumberChoicesDocument, variables: { where: { hasFreeBed: true }, search: null } },
  result: {
    data: {
      rooms: {
        __typename: 'RoomPage',
        totalCount: 1,
        items: [
          {
            __typename: 'Room',
            id: 'r102',
            roomNumber: 102,
            floor: 1,
            availability: 'partially_available',
            totalBeds: 3,
            bedsOccupied: 2,
          },
        ],
      },
    },
  },
};

const savedInput: UpdateStudentInput = {
  name: 'Asha V',
  phone: '+919876543210',
  email: 'asha@example.com',
  moveInDate: '2026-11-05',
  roomId: 'r102',
};

function updateMock(result: object) {
  return { request: { query: UpdateStudentDocument, variables: { input: { ...savedInput, id: '1' } } }, ...result };
}

const updated = {
  data: {
    updateStudent: stayChangePayload({
      student: {
        id: '1',
        name: 'Asha V',
        email: 'asha@example.com',
        phone: '+919876543210',
        moveInDate: '2026-11-05',
        roomNumber: 102,
        room: { __typename: 'Room', id: 'r102', roomNumber: 102 },
        bed: { __typename: 'Bed', id: 'b102c', label: '102-c' },
        currentStay: { __typename: 'Stay', id: 's2', startDate: '2026-11-24', endDate: null, expectedEndDate: null },
        stays: [{ __typename: 'Stay', id: 's2', startDate: '2026-11-24', endDate: null }],
      },
    }),
  },
};

/** The message Chakra's Field links to the control through aria-errormessage. */
function errorOf(name: string): string | null {
  const control = screen.getByRole('textbox', { name });
  const id = control.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function openEdit(mocks: object[] = [], login?: Parameters<typeof signIn>[0]) {
  signIn(login);
  const view = renderRoute('/admin/student-details/student-edit/1', {
    mocks: [editMock, roomsMock, ...mocks] as never,
  });
  // The first render of a file loads the route's code: slow on a busy machine.
  await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 });
  // The rooms with a free bed load with their own query.
  await screen.findByRole('option', { name: '102 (1 free bed)' });
  return view;
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('StudentEditPage', () => {
  it('shows Personal Details and Room Details filled in', async () => {
    await openEdit();
    expect(screen.getByRole('heading', { name: 'Edit Student Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Room Details' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('9876543210');
    const room = screen.getByRole('combobox', { name: 'Room No.' }) as HTMLSelectElement;
    expect(room.value).toBe('r101');
    expect([...room.options].map((option) => option.text)).toEqual(['101 (current)', '102 (1 free bed)']);
    expect((screen.getByLabelText(/Move-in Date/) as HTMLInputElement).value).toBe('2026-11-05');
  });

  it('checks name, email and phone with clear messages before sending', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Name')).toBe('Name is required.');
    expect(errorOf('Email')).toBe('Email is required.');
    expect(errorOf('Phone')).toBe('Phone number is required');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '98765-4321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Email')).toBe('Invalid email format.');
    expect(errorOf('Phone')).toBe('Must be of 10 digits.');

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '58765 43210');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Phone')).toBe('Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.');
  });

  it('saves, says "Student details updated" and returns to the list', async () => {
    const { user, router } = await openEdit([updateMock({ result: updated }), listMock([asha])]);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details'));
  });

  it('sends a pasted phone as E.164, and shows what the server warns about until it is closed', async () => {
    const warned = {
      data: {
        updateStudent: {
          ...updated.data.updateStudent,
          warnings: [
            {
              __typename: 'FieldWarning',
              field: 'email',
              message: 'Another current resident has this Email too (Asha Rao). The details were saved.',
            },
          ],
        },
      },
    };
    const { user, router } = await openEdit([updateMock({ result: warned }), listMock([asha])]);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '+91 98765 43210');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
    expect(
      await screen.findByText('Another current resident has this Email too (Asha Rao). The details were saved.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details'));
  });

  it('tells a warden that a new "Bill rent from" waits for an admin, the rest saved', async () => {
    const later = addDays(todayInIndia(), -1);
    const input = { ...savedInput, name: 'Asha Verma', billRentFrom: later };
    delete input.roomId;
    const message = `Bill rent from ${later} takes back rent already billed, so it waits for an admin's approval (Update Rent). The other details were saved.`;
    const waits = {
      data: {
        updateStudent: {
          ...updated.data.updateStudent,
          warnings: [{ __typename: 'FieldWarning', field: 'billRentFrom', message }],
        },
      },
    };
    const { user } = await openEdit([
      { request: { query: UpdateStudentDocument, variables: { input: { ...input, id: '1' } } }, result: waits },
      listMock([asha]),
    ]);
    fireEvent.change(screen.getByLabelText(/Bill rent from/), { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('asks a warden before a later "Bill rent from", saying it may wait for an admin before it counts', async () => {
    const later = addDays(todayInIndia(), -1);
    const input = { ...savedInput, name: 'Asha Verma', billRentFrom: later };
    delete input.roomId;
    const { user } = await openEdit(
      [
        { request: { query: UpdateStudentDocument, variables: { input: { ...input, id: '1' } } }, result: updated },
        listMock([asha]),
      ],
      loginFor('warden'),
    );
    fireEvent.change(screen.getByLabelText(/Bill rent from/), { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await findConfirmDialog('Bill rent from a later date?');
    expect(confirm.textContent).toContain(
      "If this takes back rent already billed, it waits for an admin's approval before it counts; the other details save now.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
  });

  it('puts server field errors under their fields and other errors in an alert', async () => {
    const fieldError = new GraphQLError('Bad input', {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'Email is already in use.' }] },
    });
    const { user } = await openEdit([updateMock({ result: { errors: [fieldError] } })]);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Email is already in use.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a conflict (no free bed) in an alert', async () => {
    const conflict = new GraphQLError('Room 102 has no free bed', { extensions: { code: 'CONFLICT' } });
    const { user } = await openEdit([updateMock({ result: { errors: [conflict] } })]);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Room 102 has no free bed');
  });

  it('Save returns to the list as it was when Edit was opened from it (search kept)', async () => {
    signIn();
    const searched = listMock([asha], 1, { search: 'asha' });
    const { user, router } = renderRoute('/admin/student-details?search=asha', {
      mocks: [searched, editMock, roomsMock, updateMock({ result: updated }), searched] as never,
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Asha Verma' }));
    await screen.findByRole('option', { name: '102 (1 free bed)' });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details'));
    expect(router.state.location.search).toBe('?search=asha');
    // Back in history, not a new entry: Back does not reopen the form.
    expect(router.state.historyAction).toBe('POP');
  });

  it("Save and Cancel return to the resident's page when Edit was opened there", async () => {
    signIn();
    const fromDetail = {
      pathname: '/admin/student-details/student-edit/1',
      state: { from: '/admin/student-details/1' },
    };
    const { user, router } = renderRoute(fromDetail, {
      mocks: [editMock, roomsMock, updateMock({ result: updated })] as never,
    });
    await screen.findByRole('option', { name: '102 (1 free bed)' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details/1'));

    await act(() => router.navigate(fromDetail.pathname, { state: fromDetail.state }));
    await screen.findByRole('option', { name: '102 (1 free bed)' });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Asha V');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room No.' }), 'r102');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details/1'));
  });

  it('Cancel goes back without saving', async () => {
    const { user, router } = await openEdit([listMock([asha])]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/student-details'));
  });

  it('shows "Bill rent from" at the move-in date, follows a new move-in date, and sends it only when it changed', async () => {
    const today = todayInIndia();
    const [newMoveIn, tooEarly, later] = [addDays(today, -3), addDays(today, -4), addDays(today, -1)];
    const moved = { ...savedInput, roomId: undefined, name: 'Asha Verma', moveInDate: newMoveIn };
    delete moved.roomId;
    const { user } = await openEdit([
      {
        request: { query: UpdateStudentDocument, variables: { input: { ...moved, billRentFrom: later, id: '1' } } },
        result: updated,
      },
      listMock([asha]),
    ]);
    const moveIn = screen.getByLabelText(/Move-in Date/) as HTMLInputElement;
    const billFrom = screen.getByLabelText(/Bill rent from/) as HTMLInputElement;
    expect(billFrom.value).toBe('2026-11-05');
    fireEvent.change(moveIn, { target: { value: newMoveIn } });
    expect(billFrom.value).toBe(newMoveIn);

    fireEvent.change(billFrom, { target: { value: tooEarly } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill rent from must be on or after the Move-in Date.')).toBeTruthy();

    fireEvent.change(billFrom, { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
  });

  it('asks before saving a new move-in date more than a month back, and saves only on Confirm', async () => {
    const longAgo = addMonths(todayInIndia(), -2);
    const moved = { ...savedInput, roomId: undefined, name: 'Asha Verma', moveInDate: longAgo };
    delete moved.roomId;
    const { user } = await openEdit([
      // "Bill rent from" followed the move-in date, so it changed too.
      {
        request: { query: UpdateStudentDocument, variables: { input: { ...moved, billRentFrom: longAgo, id: '1' } } },
        result: updated,
      },
      listMock([asha]),
    ]);
    fireEvent.change(screen.getByLabelText(/Move-in Date/), { target: { value: longAgo } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await findConfirmDialog('Save a Move-in Date more than a month back?');
    expect(dialog.textContent).toContain('makes 3 rent periods due now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Student details updated')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await findConfirmDialog('Save a Move-in Date more than a month back?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Student details updated')).toBeTruthy();
  });
});
