import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderRoute, type RenderRouteOptions } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { todayInIndia } from '@/lib/format';
import {
  checkInInput,
  checkInMock,
  checkInResult,
  deluxRoomsMock,
  hostelMock,
  room101BedsMock,
} from '../checkinFixtures';
import { CheckInDocument } from '@/features/checkin/graphql/CheckIn.generated';
import { findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { toaster } from '@/lib/toaster';
import { loadPhoneNumbers } from '@/lib/phone';
import { addDays, addMonths, readableDate } from '@hostel-admin/rules';

function wizard() {
  return screen.getByRole('form', { name: 'Check In' });
}

async function start(mocks: NonNullable<RenderRouteOptions['mocks']> = [], path = '/admin/checkin') {
  signIn();
  const view = renderRoute(path, { mocks: [hostelMock, deluxRoomsMock, room101BedsMock, ...mocks] });
  // The first render of a file loads the route's code: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Personal Details' }, { timeout: 15_000 });
  return view;
}

async function expectStep(title: string) {
  expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeTruthy();
}

function field(name: string) {
  return within(wizard()).getByRole('textbox', { name });
}

function select(name: string) {
  return within(wizard()).getByRole('combobox', { name }) as HTMLSelectElement;
}

function expectMessages(...messages: string[]) {
  for (const message of messages) expect(within(wizard()).getAllByText(message).length).toBeGreaterThan(0);
}

/** Waits until the select offers the option, then it is enabled too. */
async function choice(selectName: string, value: string) {
  await waitFor(() => {
    const element = select(selectName);
    expect([...element.options].some((option) => option.value === value)).toBe(true);
    expect(element.disabled).toBe(false);
  });
}

async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillPersonal(user: UserEvent) {
  await fill(user, field('Name'), 'Asha Verma');
  await fill(user, field('Email'), 'asha@example.com');
  // Pasted as people write it: the wizard sends E.164.
  await fill(user, screen.getByRole('textbox', { name: /Phone/ }), '+91 98765 43210');
  await next(user);
  await expectStep('Select Room');
}

async function fillRoom(user: UserEvent) {
  await user.selectOptions(select('Room Type'), 'delux');
  await choice('Room Number', '1');
  await user.selectOptions(select('Room Number'), '1');
  await next(user);
  await expectStep('Bed Details');
}

async function fillBed(user: UserEvent) {
  await choice('Bed Number', '12');
  await user.selectOptions(select('Bed Number'), '12');
  await next(user);
  await expectStep('Rent Details');
}

async function fillRent(user: UserEvent) {
  await fill(user, field('Rent Agreement (days)'), '330');
  await fill(user, field('Notice Period (days)'), '30');
  await user.selectOptions(select('Deposit Method'), 'upi');
}

// In the browser the schema and the later steps load with the form's first focus or press; here they are loaded
// (transformed) once, before the tests, so that a click on Next finds them as a person's does.
beforeAll(async () => {
  await Promise.all([
    import('../checkinSchema'),
    import('../components/SelectRoomStep'),
    import('../components/BedDetailsStep'),
    import('../components/RentDetailsStep'),
    loadPhoneNumbers(),
  ]);
});

// A warning toast stays until closed: none may outlive its test.
afterEach(() => {
  act(() => toaster.remove());
});

describe('CheckInPage', () => {
  it('step 1 needs a name, a valid email and a 10-digit phone before Next', async () => {
    const { user } = await start();
    expect(screen.getByRole('heading', { name: 'Check In', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await next(user);
    expectMessages('Name is required.', 'Email is required.', 'Phone number is required');
    await expectStep('Personal Details');

    await fill(user, field('Name'), 'Asha Verma');
    await fill(user, field('Email'), 'asha@');
    await fill(user, screen.getByRole('textbox', { name: /Phone/ }), '12345');
    await next(user);
    expectMessages('Invalid email format.', 'Must be of 10 digits.');
    expect(within(wizard()).queryByText('Name is required.')).toBeNull();
    await expectStep('Personal Details');
  });

  it('step 2 asks for a room type and a room with a free bed; Prev goes back without validating', async () => {
    const { user } = await start();
    await fillPersonal(user);
    await next(user);
    expectMessages('Please select Room Type.', 'Please select Room Number.');

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await expectStep('Personal Details');
    expect((field('Name') as HTMLInputElement).value).toBe('Asha Verma');
    expect(within(wizard()).queryByText('Please select Room Type.')).toBeNull();
    await next(user);
    await expectStep('Select Room');

    expect(
      within(select('Room Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select room type', 'Normal', 'Delux', 'Super Delux']);
    await user.selectOptions(select('Room Type'), 'delux');
    await choice('Room Number', '3');
    expect(
      within(select('Room Number'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select room number',
      '101 · Floor 1 · Partially Available (1 free)',
      '103 · Floor 1 · Available (2 free)',
    ]);
    await next(user);
    expectMessages('Please select Room Number.');
    expect(within(wizard()).queryByText('Please select Room Type.')).toBeNull();
  });

  it('step 3 offers the free beds, prefills rent from the bed and the Rs. 9000 deposit, and needs all three', async () => {
    const { user } = await start();
    await fillPersonal(user);
    await fillRoom(user);
    expect((field('Deposit') as HTMLInputElement).value).toBe('9000');
    expect((field('Rent') as HTMLInputElement).value).toBe('');
    await user.clear(field('Deposit'));
    await next(user);
    expectMessages('Bed number Required.');
    expect(within(wizard()).getAllByText('! required.')).toHaveLength(2);

    await choice('Bed Number', '12');
    expect(
      within(select('Bed Number'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select bed number', '101-b · Rs. 7,500 · Veg']);
    await user.selectOptions(select('Bed Number'), '12');
    expect((field('Rent') as HTMLInputElement).value).toBe('7500');
    await fill(user, field('Deposit'), '9000');
    await next(user);
    await expectStep('Rent Details');
  });

  it('voids the bed and its rent when another room is chosen', async () => {
    const { user } = await start();
    await fillPersonal(user);
    await fillRoom(user);
    await choice('Bed Number', '12');
    await user.selectOptions(select('Bed Number'), '12');
    expect((field('Rent') as HTMLInputElement).value).toBe('7500');

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await expectStep('Select Room');
    await user.selectOptions(select('Room Number'), '3');
    await user.selectOptions(select('Room Number'), '1');
    await next(user);
    await expectStep('Bed Details');
    expect(select('Bed Number').value).toBe('');
    expect((field('Rent') as HTMLInputElement).value).toBe('');
    expect((field('Deposit') as HTMLInputElement).value).toBe('9000');
  });

  it('step 4 needs agreement, notice period and deposit method; Submit checks in, says Checkin Complete and offers the resident or another check-in', async () => {
    const { user } = await start([checkInMock({ data: checkInResult }, 1000)]);
    await fillPersonal(user);
    await fillRoom(user);
    await fillBed(user);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(
      within(select('Deposit Method'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select deposit method', 'Cash', 'UPI', 'Bank transfer']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(wizard()).getAllByText('Is required.')).toHaveLength(3);

    await fillRent(user);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(await screen.findByText('Checkin Complete')).toBeTruthy();
    const done = await screen.findByRole('heading', { name: 'Asha Verma is checked in', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('Asha Verma, room 101 bed B')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Asha Verma' }).getAttribute('href')).toBe(
      '/admin/student-details/40',
    );
    expect(screen.queryByRole('form', { name: 'Check In' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check in another' }));
    await expectStep('Personal Details');
    expect((field('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
  });

  it('checks in and shows what the server warns about: an Email another current resident has too', async () => {
    const message = 'Another current resident has this Email too (Asha Rao). The details were saved.';
    const warned = {
      checkIn: { ...checkInResult.checkIn, warnings: [{ __typename: 'FieldWarning', field: 'email', message }] },
    };
    const { user } = await start([checkInMock({ data: warned })]);
    await fillPersonal(user);
    await fillRoom(user);
    await fillBed(user);
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Checkin Complete')).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('starts the deposit and move-in dates at today and sends the dates the user picks', async () => {
    const recent = addDays(todayInIndia(), -5);
    const picked = {
      ...checkInInput,
      depositPaidOn: '2026-10-28',
      moveInDate: recent,
      billRentFrom: recent,
    };
    const { user } = await start([
      { request: { query: CheckInDocument, variables: { input: picked } }, result: { data: checkInResult } },
    ]);
    await fillPersonal(user);
    await fillRoom(user);
    const depositDate = within(wizard()).getByLabelText(/Deposit Date/) as HTMLInputElement;
    expect(depositDate.value).toBe(todayInIndia());
    fireEvent.change(depositDate, { target: { value: '2999-01-01' } });
    await choice('Bed Number', '12');
    await user.selectOptions(select('Bed Number'), '12');
    await next(user);
    expectMessages('Deposit date cannot be later than today');
    await expectStep('Bed Details');
    fireEvent.change(depositDate, { target: { value: '2026-10-28' } });
    await next(user);
    await expectStep('Rent Details');

    const moveIn = within(wizard()).getByLabelText(/Move-in Date/) as HTMLInputElement;
    expect(moveIn.value).toBe(todayInIndia());
    fireEvent.change(moveIn, { target: { value: '' } });
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expectMessages('Move-in date is required.');
    fireEvent.change(moveIn, { target: { value: recent } });
    // "Bill rent from" follows the move-in date until the user sets it apart.
    expect((within(wizard()).getByLabelText(/Bill rent from/) as HTMLInputElement).value).toBe(recent);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Checkin Complete')).toBeTruthy();
  });

  it('asks before saving a move-in date more than a month back, saying how many rent periods it makes due', async () => {
    const today = todayInIndia();
    const longAgo = addMonths(today, -2);
    const billFrom = addMonths(today, -1);
    const { user } = await start([
      {
        request: {
          query: CheckInDocument,
          variables: { input: { ...checkInInput, moveInDate: longAgo, billRentFrom: billFrom } },
        },
        result: { data: checkInResult },
      },
    ]);
    await fillPersonal(user);
    await fillRoom(user);
    await fillBed(user);
    await fillRent(user);
    fireEvent.change(within(wizard()).getByLabelText(/Move-in Date/), { target: { value: longAgo } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    let dialog = await findConfirmDialog('Save a Move-in Date more than a month back?');
    expect(dialog.textContent).toContain(`Asha Verma, moved in on ${readableDate(longAgo)}`);
    expect(dialog.textContent).toContain('makes 3 rent periods due now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectStep('Rent Details');

    // Billing from a month back makes two periods due, and says so; Confirm checks in.
    fireEvent.change(within(wizard()).getByLabelText(/Bill rent from/), { target: { value: billFrom } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    dialog = await findConfirmDialog('Save a Move-in Date more than a month back?');
    expect(dialog.textContent).toContain(`Billing rent from ${readableDate(billFrom)} makes 2 rent periods due now`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Checkin Complete')).toBeTruthy();
  });

  it("puts the server's field errors on their step and a taken bed in an alert on the bed step", async () => {
    const { user } = await start([
      checkInMock({
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'email', message: 'A resident with this email already exists' }],
            },
          }),
        ],
      }),
      checkInMock({
        errors: [
          new GraphQLError('Bed 101-b is already occupied', {
            extensions: { code: 'CONFLICT', fields: [{ field: 'bedId', message: 'Bed 101-b is already occupied' }] },
          }),
        ],
      }),
      room101BedsMock,
    ]);
    await fillPersonal(user);
    await fillRoom(user);
    await fillBed(user);
    await fillRent(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectStep('Personal Details');
    expectMessages('A resident with this email already exists');

    await next(user);
    await next(user);
    await next(user);
    await expectStep('Rent Details');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectStep('Bed Details');
    const alert = await within(wizard()).findByRole('alert');
    expect(alert.textContent).toContain('Bed 101-b is already occupied');
    expect(select('Bed Number').value).toBe('');
  });

  it('starts with the room passed by a room page', async () => {
    const { user } = await start([], '/admin/checkin?roomId=1&roomType=delux');
    await fillPersonal(user);
    expect(select('Room Type').value).toBe('delux');
    await waitFor(() => expect(select('Room Number').value).toBe('1'));
    await next(user);
    await expectStep('Bed Details');
  });
});
