import { AddNotificationDraftDocument } from '@/features/notifications/graphql/AddNotificationDraft.generated';
import { DeleteNotificationDraftDocument } from '@/features/notifications/graphql/DeleteNotificationDraft.generated';
import { NotificationHistoryDocument } from '@/features/notifications/graphql/NotificationHistory.generated';
import { NotificationResidentsDocument } from '@/features/notifications/graphql/NotificationResidents.generated';
import { ScheduleNotificationDocument } from '@/features/notifications/graphql/ScheduleNotification.generated';
import { SendNotificationDocument } from '@/features/notifications/graphql/SendNotification.generated';
import { SendNotificationDraftDocument } from '@/features/notifications/graphql/SendNotificationDraft.generated';

export const notification = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Notification' as const,
  id,
  title,
  description: `${title} details`,
  state: 'sent',
  sendAt: null,
  sentAt: '2026-11-20T04:30:00.000Z',
  createdAt: '2026-11-20T04:30:00.000Z',
  cancelledAt: null,
  createdByName: 'Meena Iyer',
  deliveryCounts: { __typename: 'DeliveryCounts' as const, total: 2, queued: 0, sent: 2, failed: 0 },
  ...extra,
});
type Row = ReturnType<typeof notification>;

const page = (items: Row[]) => ({ __typename: 'NotificationPage' as const, totalCount: items.length, items });

/** The drafts' list (Add to List), read again after each change. */
export const draftsMock = (items: Row[]) => ({
  request: { query: NotificationHistoryDocument, variables: { states: ['draft'], page: 1, pageSize: 25 } },
  result: { data: { notifications: page(items) } },
  maxUsageCount: 5,
});

/** The history (sent, scheduled, cancelled), read again after each change. */
export const historyMock = (items: Row[]) => ({
  request: { query: NotificationHistoryDocument, variables: { search: null, page: 1, pageSize: 10 } },
  result: { data: { notifications: page(items) } },
  maxUsageCount: 5,
});

export const residents = [
  {
    __typename: 'NotificationResident' as const,
    id: '31',
    name: 'Priya Nair',
    phone: '+919812345678',
    roomNumber: 101,
  },
  {
    __typename: 'NotificationResident' as const,
    id: '32',
    name: 'Arjun Mehta',
    phone: '+919812345679',
    roomNumber: 102,
  },
];

export const residentsMock = () => ({
  request: { query: NotificationResidentsDocument, variables: { search: null } },
  result: { data: { notificationResidents: residents } },
  maxUsageCount: 5,
});

/** A mutation answered with `answer`; each request's variables are kept in `sent`. */
const answering = (query: unknown, field: string, answer: Row, sent: Record<string, unknown>[]) => ({
  request: { query, variables: () => true },
  result: (variables: Record<string, unknown>) => {
    sent.push(variables);
    return { data: { [field]: answer } };
  },
  maxUsageCount: 5,
});

export const sendMock = (sent: Record<string, unknown>[], answer = notification('9', 'Water supply')) =>
  answering(SendNotificationDocument, 'sendNotification', answer, sent);
export const sendDraftMock = (sent: Record<string, unknown>[], answer = notification('7', 'Wi-Fi maintenance')) =>
  answering(SendNotificationDraftDocument, 'sendNotificationDraft', answer, sent);
export const scheduleMock = (sent: Record<string, unknown>[], answer = notification('10', 'Fire drill')) =>
  answering(ScheduleNotificationDocument, 'scheduleNotification', { ...answer, state: 'scheduled' }, sent);
export const addDraftMock = (sent: Record<string, unknown>[], answer = notification('11', 'Mess menu')) =>
  answering(AddNotificationDraftDocument, 'createNotificationDraft', { ...answer, state: 'draft' }, sent);
export const deleteDraftMock = (sent: Record<string, unknown>[]) => ({
  request: { query: DeleteNotificationDraftDocument, variables: () => true },
  result: (variables: Record<string, unknown>) => {
    sent.push(variables);
    const { id } = variables.input as { id: string };
    return { data: { deleteNotification: { __typename: 'DeletedNotification', id } } };
  },
});
