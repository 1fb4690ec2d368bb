import { screen, waitFor, within } from '@testing-library/react';
import { notificationMessages } from '@hostel-admin/rules';
import { findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import {
  addDraftMock,
  deleteDraftMock,
  draftsMock,
  historyMock,
  notification,
  residentsMock,
  scheduleMock,
  sendDraftMock,
  sendMock,
} from '../notifications.mocks';
import { NotificationPage } from './NotificationPage';

const KEY = '00000000-0000-4000-8000-000000000001';
const draft = notification('7', 'Wi-Fi maintenance', { state: 'draft', sentAt: null });

function renderPage(mocks: unknown[] = [], drafts = [draft]) {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
  signIn(loginFor('warden'));
  return renderComponent(<NotificationPage />, {
    mocks: [draftsMock(drafts), historyMock([notification('1', 'Rent reminder')]), ...(mocks as never[])],
  });
}

const title = () => screen.getByRole('textbox', { name: /Title/ });
const description = () => screen.getByRole('textbox', { name: /Description/ });
const compose = () => screen.getByRole('form', { name: 'Create notification' });

describe('NotificationPage', () => {
  it('says Required! under Title and Description for Send, Add to List and Schedule', async () => {
    const { user } = renderPage();
    for (const action of ['Send', 'Add to List', 'Schedule Notification']) {
      await user.click(within(compose()).getByRole('button', { name: action }));
      expect(within(compose()).getAllByText(notificationMessages.required)).toHaveLength(2);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    expect(within(compose()).queryByRole('button', { name: 'Confirm Date' })).toBeNull();
  });

  it('sends to the students chosen in the modal: none chosen is refused, then it clears the form', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage([residentsMock(), sendMock(sent)]);
    await fill(user, title(), 'Water supply');
    await fill(user, description(), 'Off on Saturday from 10 am');
    await user.click(within(compose()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Students' });
    await within(dialog).findByText('Priya Nair');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(notificationMessages.selectStudent)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(dialog).getByRole('status').textContent).toBe('2 students selected');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(notificationMessages.sent)).toBeTruthy();
    expect(sent).toEqual([
      {
        input: {
          title: 'Water supply',
          description: 'Off on Saturday from 10 am',
          studentIds: ['31', '32'],
          idempotencyKey: KEY,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((title() as HTMLInputElement).value).toBe('');
    expect((description() as HTMLTextAreaElement).value).toBe('');
  });

  it('adds to the list: a draft, said in a toast, the form cleared', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage([addDraftMock(sent)]);
    await fill(user, title(), 'Mess menu');
    await fill(user, description(), 'Tell us your favourites');
    await user.click(within(compose()).getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText(notificationMessages.addedToList)).toBeTruthy();
    expect(sent).toEqual([
      { input: { title: 'Mess menu', description: 'Tell us your favourites', idempotencyKey: KEY } },
    ]);
    expect((title() as HTMLInputElement).value).toBe('');
  });

  it('shows the calendar under Schedule Notification, asks for a date on Confirm Date, then schedules', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage([residentsMock(), scheduleMock(sent)]);
    await fill(user, title(), 'Fire drill');
    await fill(user, description(), 'Gather at the gate');
    await user.click(within(compose()).getByRole('button', { name: 'Schedule Notification' }));
    const confirmDate = within(compose()).getByRole('button', { name: 'Confirm Date' });
    expect((screen.getByLabelText(/Time \(India\)/) as HTMLInputElement).value).toBe('09:00');
    await user.click(confirmDate);
    expect(await within(compose()).findByText(notificationMessages.dateInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const tomorrow = new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10);
    await fill(user, screen.getByLabelText(/Date/), tomorrow);
    await user.click(confirmDate);
    const dialog = await screen.findByRole('dialog', { name: 'Select Students' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Arjun Mehta/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(notificationMessages.scheduled)).toBeTruthy();
    expect(sent[0]).toEqual({
      input: {
        title: 'Fire drill',
        description: 'Gather at the gate',
        studentIds: ['32'],
        sendOn: tomorrow,
        sendTime: '09:00',
        idempotencyKey: KEY,
      },
    });
    expect(within(compose()).getByRole('button', { name: 'Schedule Notification' })).toBeTruthy();
  });

  it('sends a draft from the list to the students chosen, and deletes one after asking', async () => {
    const sent: Record<string, unknown>[] = [];
    const deleted: Record<string, unknown>[] = [];
    const { user } = renderPage([residentsMock(), sendDraftMock(sent), deleteDraftMock(deleted)]);
    const list = await screen.findByRole('list', { name: 'Saved notifications' });
    await user.click(await within(list).findByRole('button', { name: 'Send Wi-Fi maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Students' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Priya Nair/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(notificationMessages.sent)).toBeTruthy();
    expect(sent).toEqual([{ input: { id: '7', studentIds: ['31'], idempotencyKey: KEY } }]);

    await user.click(within(list).getByRole('button', { name: 'Delete Wi-Fi maintenance' }));
    const confirm = await findConfirmDialog('Are you sure you want to delete this item?');
    expect(confirm.textContent).toContain('The draft "Wi-Fi maintenance"');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(notificationMessages.deleted)).toBeTruthy();
    expect(deleted).toEqual([{ input: { id: '7' } }]);
  });

  it('names the wait for the students as a status while they load', async () => {
    const { user } = renderPage([{ ...residentsMock(), delay: 300 }]);
    await fill(user, title(), 'Water supply');
    await fill(user, description(), 'Off on Saturday from 10 am');
    await user.click(within(compose()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Students' });
    expect(within(dialog).getByRole('status', { name: 'Loading students' })).toBeTruthy();
    await within(dialog).findByText('Priya Nair');
    expect(within(dialog).queryByRole('status', { name: 'Loading students' })).toBeNull();
  });

  it('shows staff the history without the form', async () => {
    signIn(loginFor('staff'));
    renderComponent(<NotificationPage />, { mocks: [historyMock([notification('1', 'Rent reminder')])] });
    expect(await screen.findByText('Rent reminder')).toBeTruthy();
    expect(screen.getByText('2 recipients: 2 sent')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create notification' })).toBeNull();
  });
});
