import { addDays, instantInIndia } from '@hostel-admin/rules';
import type { RequestCaller } from '../../common/caller';
import { dateInIndia } from '../../common/calendar';
import type { Transactions } from '../../common/transactions';
import type { NotificationResidents } from '../../notifications/notification-residents';
import type { NotificationsBook } from '../../notifications/notifications-book.service';

const SENT = [
  {
    daysAgo: 6,
    title: 'Water supply interruption',
    description:
      'Water will be off on Saturday from 10 am to 2 pm while the overhead tanks are cleaned. Please store water in advance.',
    recipients: 10,
  },
  {
    daysAgo: 2,
    title: 'Rent reminder',
    description: 'Rent for this month is due by the 5th. Pay at the office or by UPI and keep your receipt.',
    recipients: 14,
    failed: 'Number not reachable (the SMS gateway answered 502)',
  },
];

const DRAFTS = [
  {
    title: 'Wi-Fi maintenance',
    description: 'The Wi-Fi will be down on Sunday from 6 am to 8 am for a router upgrade.',
  },
  {
    title: 'Mess menu feedback',
    description: 'Tell the warden which dishes you would like on the weekend menu by Friday evening.',
  },
];

/**
 * Notifications on the first start, through their owner as the app writes them: two sent days ago (one with a
 * message the gateway refused after five tries, in the bell), two drafts, and a fire drill scheduled for tomorrow
 * at 09:00 to every resident.
 */
export async function seedDemoNotifications(
  transactions: Transactions,
  book: NotificationsBook,
  residents: NotificationResidents,
  warden: RequestCaller,
  now: Date,
): Promise<void> {
  const everyone = await residents.list(warden.hostelId);
  if (everyone.length < 2) return;
  for (const sent of SENT) {
    const at = new Date(now.getTime() - sent.daysAgo * 86_400_000);
    const chosen = everyone.slice(0, Math.min(sent.recipients, everyone.length));
    await transactions.run(async (manager) => {
      const id = await book.sendNow(
        manager,
        warden,
        chosen.map((r) => r.id),
        sent,
        at,
      );
      const failed = sent.failed ? { studentId: chosen[1].id, reason: sent.failed } : undefined;
      await book.recordDemoDeliveries(manager, id, new Date(at.getTime() + 60_000), failed);
    });
  }
  for (const [i, draft] of DRAFTS.entries())
    await transactions.run((manager) =>
      book.addDraft(manager, warden, draft, new Date(now.getTime() - (i + 1) * 3_600_000)),
    );
  const tomorrow = addDays(dateInIndia(now), 1);
  await transactions.run((manager) =>
    book.schedule(
      manager,
      warden,
      everyone.map((r) => r.id),
      {
        title: 'Fire drill',
        description: 'A fire drill will be held tomorrow at 9:30 am. Leave by the stairs and gather at the front gate.',
      },
      instantInIndia(tomorrow, '09:00'),
    ),
  );
}
