import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';
import { Notification } from '../../src/notifications/notification.entity';
import { NotificationRecipient } from '../../src/notifications/notification-recipient.entity';

/** The demo hostel's notifications (demo-notifications.ts), seeded with the rest on the first start. */
export function demoNotificationChecks(app: () => TestApp) {
  describe('notifications', () => {
    let t: TestApp;
    let db: DataSource;

    beforeAll(async () => {
      t = app();
      db = t.app.get(DataSource);
    });

    it('has notifications sent (one message failed after five tries), drafted and scheduled for tomorrow at 09:00', async () => {
      const notifications = await db.getRepository(Notification).find({ order: { createdAt: 'ASC', id: 'ASC' } });
      expect(notifications.map((n) => [n.title, n.state])).toEqual([
        ['Water supply interruption', 'sent'],
        ['Rent reminder', 'sent'],
        ['Mess menu feedback', 'draft'],
        ['Wi-Fi maintenance', 'draft'],
        ['Fire drill', 'scheduled'],
      ]);
      expect(notifications[1].sentAt!.getTime()).toBeLessThan(t.clock.now().getTime() - 86_400_000);
      expect(notifications[4].sendAt).toEqual(new Date('2026-11-21T03:30:00.000Z'));
      const recipients = await db.getRepository(NotificationRecipient).findBy({ notificationId: notifications[1].id });
      const failed = recipients.filter((r) => r.state === 'failed');
      expect(failed).toEqual([expect.objectContaining({ attempts: 5, failureReason: expect.stringContaining('502') })]);
      expect(recipients.filter((r) => r.state === 'sent').length).toBe(recipients.length - 1);
    });
  });
}
