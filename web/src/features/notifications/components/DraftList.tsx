import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuSend, LuTrash2 } from 'react-icons/lu';
import { notificationMessages } from '@hostel-admin/rules';
import { DELETE_QUESTION, useConfirm } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import type { NotificationRow_NotificationFragment } from '@/gql/graphql';
import { NotificationHistoryDocument } from '@/features/notifications/graphql/NotificationHistory.generated';
import { notify } from '@/lib/toaster';
import { useNotificationMutations } from '../hooks/useNotificationMutations';
import { recipientsRefused } from '../recipientErrors';
import { RecipientDialog } from './RecipientDialog';

type Draft = NotificationRow_NotificationFragment;

/** Drafts saved by Add to List: each can be sent (the recipient modal) or deleted (after the shared confirmation). */
export function DraftList() {
  const { data, error, refetch } = useQuery(NotificationHistoryDocument, {
    variables: { states: ['draft'], page: 1, pageSize: 25 },
  });
  const [sending, setSending] = useState<{ draft: Draft; key: string } | null>(null);
  const mutations = useNotificationMutations();
  const confirm = useConfirm();
  const drafts = data?.notifications.items ?? [];

  const handleDelete = (draft: Draft) =>
    confirm({
      title: DELETE_QUESTION,
      target: `The draft "${draft.title}"`,
      action: () => mutations.deleteDraft(draft.id),
      success: notificationMessages.deleted,
      destructive: true,
    });
  const handleSend = async (studentIds: string[]) => {
    if (!sending) return;
    try {
      await mutations.sendDraft({ id: sending.draft.id, studentIds, idempotencyKey: sending.key });
    } catch (error) {
      if (!recipientsRefused(error)) {
        setSending(null);
        notify('error', `"${sending.draft.title}" was not sent. Please try again.`);
      }
      return;
    }
    setSending(null);
    notify('success', notificationMessages.sent);
  };

  return (
    <Stack as="section" aria-labelledby="drafts-heading" gap="3">
      <Text as="h2" id="drafts-heading" textStyle="lg" fontWeight="semibold">
        List
      </Text>
      {error && <LoadError what="the list" error={error} onRetry={refetch} />}
      {data && drafts.length === 0 && <Text color="fg.muted">No data available</Text>}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Saved notifications">
        {drafts.map((draft) => (
          <Stack as="li" key={draft.id} borderWidth="1px" borderRadius="l2" padding="3" gap="2" bg="bg.panel">
            <Text fontWeight="medium">{draft.title}</Text>
            <Text color="fg.muted" textStyle="sm" wordBreak="break-word">
              {draft.description}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                minHeight="11"
                colorPalette="primary"
                aria-label={`Send ${draft.title}`}
                onClick={() => setSending({ draft, key: crypto.randomUUID() })}
              >
                <LuSend aria-hidden /> Send
              </Button>
              <Button
                size="sm"
                minHeight="11"
                variant="outline"
                colorPalette="red"
                aria-label={`Delete ${draft.title}`}
                onClick={() => void handleDelete(draft)}
              >
                <LuTrash2 aria-hidden /> Delete
              </Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
      {sending && <RecipientDialog confirmLabel="Send" onConfirm={handleSend} onClose={() => setSending(null)} />}
    </Stack>
  );
}
