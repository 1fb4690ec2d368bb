import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { WEBHOOK_EVENT_LABELS } from '../webhookWords';
import type { WebhookDelivery } from './webhookDeliveryColumns';

/** The body as sent, indented for reading; as it came when it is not JSON (it always is, from this server). */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export type WebhookPayloadDialogProps = { delivery: WebhookDelivery; onClose: () => void };

/**
 * One delivery's payload, read-only. Long lines wrap (a phone never scrolls sideways); the block takes focus so a
 * keyboard can scroll it.
 */
export function WebhookPayloadDialog({ delivery, onClose }: WebhookPayloadDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={keepOpenOnFocusOutside}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Payload: {WEBHOOK_EVENT_LABELS[delivery.eventType]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box
                as="pre"
                tabIndex={0}
                role="region"
                aria-label={`Payload of ${delivery.eventId}`}
                fontFamily="mono"
                textStyle="xs"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                bg="bg.muted"
                borderRadius="l2"
                padding="3"
              >
                {prettyPayload(delivery.payload)}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
