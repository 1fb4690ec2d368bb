import { useMutation } from '@apollo/client/react';
import {
  AddNotificationDraftDocument,
  CancelNotificationDocument,
  DeleteNotificationDraftDocument,
  RetryFailedDeliveriesDocument,
  ScheduleNotificationDocument,
  SendNotificationDocument,
  SendNotificationDraftDocument,
  type NotificationDraftInput,
  type ScheduleNotificationInput,
  type SendDraftInput,
  type SendNotificationInput,
} from '@/gql/graphql';
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
