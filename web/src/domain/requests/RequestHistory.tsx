import { Badge, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type RequestStatus } from '@hostel-admin/rules';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { TimeAgo } from '@/components/TimeAgo';
import type { RequestHistory_StepFragment, RequestItem_RequestFragment } from '@/gql/graphql';
import { readerId, whoDidIt } from '@/lib/whoDidIt';

const STATUS_COLOURS: Record<RequestStatus, string> = { pending: 'orange', working: 'blue', complete: 'green' };

export type RequestHistoryListProps = { raisedAt: unknown; history: readonly RequestHistory_StepFragment[] };

/**
 * Each status change newest first (from and to, who in Recent Activity's words, when, the note), then when the
 * request was raised; "No status changes yet." above it when nothing has changed.
 */
export function RequestHistoryList({ raisedAt, history }: RequestHistoryListProps) {
  const reader = readerId();
  const changes = [...history].reverse();
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
            <TimeAgo at={String(raisedAt)} />
          </Text>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** "Service request from Priya Nair": the request a history belongs to. */
export const requestTitle = (request: Pick<RequestItem_RequestFragment, 'type' | 'studentName'>) =>
  `${REQUEST_TYPE_LABELS[request.type]} request from ${request.studentName}`;

export type RequestHistoryButtonProps = {
  request: Pick<RequestItem_RequestFragment, 'type' | 'studentName' | 'text'>;
  /** The button's accessible name, naming the request ("History of the request from Priya Nair"). */
  label: string;
  /** The history, mounted when the dialog opens (a query may run then). */
  children: ReactNode;
};

/**
 * History on a request: opens a dialog titled with the request, its text and `children` (the history). Closing it
 * returns focus to the button.
 */
export function RequestHistoryButton({ request, label, children }: RequestHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        minHeight="11"
        aria-haspopup="dialog"
        aria-label={label}
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
                {children}
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
