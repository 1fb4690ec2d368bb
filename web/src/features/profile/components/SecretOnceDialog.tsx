import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuCopy } from 'react-icons/lu';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';

export type SecretOnceDialogProps = {
  /** The dialog's title: that of the form that made the secret ("Create API key"), whose second half this is. */
  title: string;
  /** The field's label ("Your new key"). */
  label: string;
  /** What is shown once, in the words of the warning and of a failed copy ("key", "secret"). */
  noun: string;
  /** The whole secret: the server keeps only its hash (or will not show it again), so this is the one time. */
  secret: string;
  /** More about the secret, under the warning (which endpoint it signs for). */
  children?: ReactNode;
  onDone: () => void;
  /** Where focus goes after Done (the button that opened the form: the form's dialog that opened this one is gone). */
  returnFocus: () => HTMLElement | null;
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The second half of a form that makes a secret (an API key, a webhook's signing secret): the secret in a read-only
 * field, selected as focus lands on it, with Copy and Done. A click outside does not close it (the secret would be
 * lost); Escape, the close button and Done do.
 */
export function SecretOnceDialog({ title, label, noun, secret, children, onDone, returnFocus }: SecretOnceDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyWords: Record<CopyState, string> = {
    idle: '',
    copied: 'Copied',
    // The clipboard is refused on a page served over plain http (a hostel's own network) or by the browser's settings.
    failed: `Copy did not work in this browser: the ${noun} is selected, copy it from the field.`,
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onDone()}
      onFocusOutside={keepOpenOnFocusOutside}
      closeOnInteractOutside={false}
      initialFocusEl={() => field.current}
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description fontWeight="medium">{`Copy this ${noun} now: it is not shown again.`}</Dialog.Description>
                {children}
                <Field.Root>
                  <Field.Label>{label}</Field.Label>
                  <HStack gap="2" width="full">
                    <Input
                      ref={field}
                      readOnly
                      value={secret}
                      fontFamily="mono"
                      flex="1"
                      minWidth="0"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <Button variant="outline" flexShrink={0} onClick={() => void handleCopy()}>
                      <LuCopy aria-hidden="true" /> Copy
                    </Button>
                  </HStack>
                </Field.Root>
                <Text role="status" textStyle="sm" color={copy === 'failed' ? 'fg.error' : 'fg.success'}>
                  {copyWords[copy]}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="primary" onClick={onDone}>
                Done
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
