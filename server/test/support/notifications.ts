import { DataSource } from 'typeorm';
import { JobWorker } from '../../src/jobs/job-worker';
import { ConsoleSmsProvider } from '../../src/sms/console-sms.provider';
import type { startHostelApi, Who } from './hostel-api';

export const NOTIFICATION = `id title description state sendAt sentAt cancelledAt createdByName
  deliveryCounts { total queued sent failed }`;
export const RECIPIENTS = `recipients { id studentId studentName phone state attempts failureReason sentAt }`;
export const SEND = `mutation ($input: SendNotificationInput!) { sendNotification(input: $input) { ${NOTIFICATION} } }`;
export const SEND_DRAFT = `mutation ($input: SendDraftInput!) { sendNotificationDraft(input: $input) { ${NOTIFICATION} } }`;
export const DRAFT = `mutation ($input: NotificationDraftInput!) { addNotificationDraft(input: $input) { ${NOTIFICATION} } }`;
export const SCHEDULE = `mutation ($input: ScheduleNotificationInput!) { scheduleNotification(input: $input) { ${NOTIFICATION} } }`;
export const CANCEL = `mutation ($id: ID!) { cancelNotification(id: $id) { ${NOTIFICATION} } }`;
export const DELETE = `mutation ($id: ID!) { deleteNotificationDraft(id: $id) }`;
export const RETRY = `mutation ($id: ID!) { retryFailedDeliveries(id: $id) { ${NOTIFICATION} } }`;
export const ONE = `query ($id: ID!) { notification(id: $id) { ${NOTIFICATION} ${RECIPIENTS} } }`;
export const LIST = `query ($states: [NotificationState!], $search: String) {
  notifications(states: $states, search: $search, pageSize: 25) { totalCount items { ${NOTIFICATION} } } }`;
export const RESIDENTS = `query ($search: String) { notificationResidents(search: $search) { id name phone roomNumber } }`;

export interface NotificationView {
  id: string;
  title: string;
  state: string;
  sendAt: string | null;
  sentAt: string | null;
  deliveryCounts: { total: number; queued: number; sent: number; failed: number };
  recipients?: { studentId: string; phone: string; state: string; attempts: number; failureReason: string | null }[];
}

/** The notification API of a hostel test app: sends with fresh keys, the queue's rounds and the SMS that went out. */
export function notificationsApi(api: Awaited<ReturnType<typeof startHostelApi>>, db: string) {
  let keys = 0;
  const key = () => `notify-${db}-${++keys}`;
  const ok = async <T>(query: string, variables: Record<string, unknown>, who: Who = 'wardenA') => {
    const res = await api.ask(query, variables, who);
    const error = api.errorOf(res);
    if (error) throw new Error(JSON.stringify(error));
    return Object.values(res.body.data as Record<string, T>)[0];
  };
  return {
    key,
    ok,
    send: (title: string, studentIds: string[], who: Who = 'wardenA') =>
      ok<NotificationView>(
        SEND,
        { input: { title, description: `${title} details`, studentIds, idempotencyKey: key() } },
        who,
      ),
    one: (id: string, who: Who = 'wardenA') => ok<NotificationView>(ONE, { id }, who),
    runJobs: () => api.t.app.get(JobWorker).runDue(),
    /** The texts sent to a phone, oldest first. */
    smsTo: (phone: string) =>
      api.t.app
        .get(ConsoleSmsProvider)
        .outbox()
        .filter((m) => m.to === phone)
        .map((m) => m.text)
        .reverse(),
    /** How many `notification.sent` events a notification has had. */
    sentEvents: async (id: string) =>
      Number(
        (
          await api.t.app
            .get(DataSource)
            .query(
              `SELECT COUNT(*) AS n FROM activities WHERE action = 'notification.sent' AND subject_id = ${Number(id)}`,
            )
        )[0].n,
      ),
  };
}
