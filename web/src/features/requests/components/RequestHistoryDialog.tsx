import { Badge, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type RequestStatus } from '@hostel-admin/rules';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { LoadError } from '@/components/LoadError';
import { TimeAgo } from '@/components/TimeAgo';
import { RequestHistoryDialogDocument, type RequestItem_RequestFragment } from '@/gql/graphql';
import { readerId, whoDidIt } from '@/lib/whoDidIt';

const STATUS_COLOURS: Record<RequestStatus, string> = { pending: 'orange', working: 'blue', complete: 'green' };

/** "Service request from Priya Nair": the request a history belongs to. */
export const requestTitle = (request: Pick<RequestItem_RequestFragment, 'type' | 'studentName'>) =>
  `${REQUEST_TYPE_LABELS[request.type]} request from ${request.studentName}`;

/** The history read when the dialog opens: each status change newest first, then when it was raised. */
function RequestHistory({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(RequestHistoryDialogDocument, {
    variables: { id },
    // Asked again at every opening: a colleague may have moved it since.
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.request;
  if (!request) {
    if (error) return <LoadError what="the history" error={error} onRetry={refetch} />;
    return loading ? <Spinner aria-label="Loading the history" /> : null;
  }
  const reader = readerId();
  const changes = [...request.history].reverse();
  return (
    <Stack gap="3">
      {changes.length === 0 && <Text color="fg.muted">No status changes yet.</Text>}
      <Stack as="ol" gap="2" listStyleType="none" aria-label="History">
        {changes.map((change) => (
          <Stack as="li" key={change.id} gap="1" borderBottomWidth="1px" paddingBottom="2" minWidth="0">
            <Text>
              {REQUEST_STATUS_LABELS[change.fromStatus]} to{' '}
              <Badge colorPalette={STATUS_COLOURS[change.toStatus]}>{REQUEST_STATUS_LABELS[change.toStatus]}</Badge>
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {whoDidIt(change.changedById, change.changedByName, reader)} · <TimeAgo at={String(change.changedAt)} />
            </Text>
            {change.note && <Text overflowWrap="anywhere">Note: {change.note}</Text>}
          </Stack>
        ))}
        <Stack as="li" gap="1" minWidth="0">
          <Text>
            Raised as <Badge colorPalette={STATUS_COLOURS.pending}>{REQUEST_STATUS_LABELS.pending}</Badge>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <TimeAgo at={String(request.raisedAt)} />
          </Text>
        </Stack>
      </Stack>
    </Stack>
  );
}

export type RequestHistoryButtonProps = { request: RequestItem_RequestFragment };

/**
 * History on a request's row or card: opens a dialog listing when it was raised and each status change, newest
 * first, with who made it, when and their note. Closing it returns focus to the button.
 */
export function RequestHistoryButton({ request }: RequestHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        minHeight="11"
        aria-haspopup="dialog"
        aria-label={`History of the request from ${request.studentName}`}
        onClick={() => setOpen(true)}
      >
        History
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        onFocusOutside={keepOpenOnFocusOutside}
        size={{ base: 'full', md: 'md' }}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title wordBreak="break-word">{requestTitle(request)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" marginBottom="3" overflowWrap="anywhere">
                  {request.text}
                </Text>
                <RequestHistory id={request.id} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minHeight="11" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" minWidth="11" minHeight="11" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
