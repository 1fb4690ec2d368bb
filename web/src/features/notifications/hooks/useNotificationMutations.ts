import { useMutation } from '@apollo/client/react';
import type {
  NotificationDraftInput,
  ScheduleNotificationInput,
  SendDraftInput,
  SendNotificationInput,
} from '@/gql/graphql';
import { AddNotificationDraftDocument } from '@/features/notifications/graphql/AddNotificationDraft.generated';
import { CancelNotificationDocument } from '@/features/notifications/graphql/CancelNotification.generated';
import { DeleteNotificationDraftDocument } from '@/features/notifications/graphql/DeleteNotificationDraft.generated';
import { RetryFailedDeliveriesDocument } from '@/features/notifications/graphql/RetryFailedDeliveries.generated';
import { ScheduleNotificationDocument } from '@/features/notifications/graphql/ScheduleNotification.generated';
import { SendNotificationDocument } from '@/features/notifications/graphql/SendNotification.generated';
import { SendNotificationDraftDocument } from '@/features/notifications/graphql/SendNotificationDraft.generated';
import { notificationsChanged } from '../cacheEvents';

const update = { update: notificationsChanged };

/** The notification's writes; each drops the lists it changes (notificationsChanged). */
export function useNotificationMutations() {
  const [send] = useMutation(SendNotificationDocument, update);
  const [sendDraft] = useMutation(SendNotificationDraftDocument, update);
  const [schedule] = useMutation(ScheduleNotificationDocument, update);
  const [addDraft] = useMutation(AddNotificationDraftDocument, update);
  const [deleteDraft] = useMutation(DeleteNotificationDraftDocument, update);
  const [cancel] = useMutation(CancelNotificationDocument, update);
  const [retry] = useMutation(RetryFailedDeliveriesDocument, update);
  return {
    send: (input: SendNotificationInput) => send({ variables: { input } }),
    sendDraft: (input: SendDraftInput) => sendDraft({ variables: { input } }),
    schedule: (input: ScheduleNotificationInput) => schedule({ variables: { input } }),
    addDraft: (input: NotificationDraftInput) => addDraft({ variables: { input } }),
    deleteDraft: (id: string) => deleteDraft({ variables: { input: { id } } }),
    cancel: (id: string) => cancel({ variables: { input: { id } } }),
    retry: (id: string) => retry({ variables: { input: { id } } }),
  };
}
