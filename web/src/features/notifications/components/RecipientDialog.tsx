import { Button, Checkbox, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { InlineSpinner } from '@/components/PageSpinner';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { notificationMessages } from '@hostel-admin/rules';
import { PhoneText } from '@/lib/phoneText';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { LoadError } from '@/components/LoadError';
import { NotificationResidentsDocument } from '@/features/notifications/graphql/NotificationResidents.generated';
import { notify } from '@/lib/toaster';

export type RecipientDialogProps = {
  /** What the chosen residents get: "Send" now, or "Schedule" for the date chosen. */
  confirmLabel: string;
  /** Runs with the chosen residents' ids; the dialog waits for it (a throw keeps it open). */
  onConfirm: (studentIds: string[]) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The recipient modal, mounted open: the hostel's current residents (searched on the server) with a checkbox each
 * and Select all for those listed; confirming with none chosen says "Please select a student.".
 */
export function RecipientDialog({ confirmLabel, onConfirm, onClose }: RecipientDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(NotificationResidentsDocument, {
    variables: { search: search || null },
  });
  const residents = (data ?? previousData)?.notificationResidents ?? [];
  const chosenListed = residents.filter((r) => chosen.has(r.id)).length;
  const allChecked = residents.length > 0 && chosenListed === residents.length;

  const toggle = (ids: string[], checked: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    setChosen(next);
  };
  const handleConfirm = async () => {
    if (chosen.size === 0) {
      notify('error', notificationMessages.selectStudent);
      return;
    }
    setPending(true);
    try {
      await onConfirm([...chosen]);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !pending && onClose()}
      closeOnInteractOutside={!pending}
      onFocusOutside={keepOpenOnFocusOutside}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Select Students</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <DataTableSearch
                  value={search}
                  onSearch={setSearch}
                  label="Search students"
                  placeholder="Search by name, phone or room"
                />
                <HStack justify="space-between" wrap="wrap">
                  <Checkbox.Root
                    checked={allChecked ? true : chosenListed > 0 ? 'indeterminate' : false}
                    onCheckedChange={(d) =>
                      toggle(
                        residents.map((r) => r.id),
                        d.checked === true,
                      )
                    }
                    disabled={residents.length === 0}
                    minHeight="11"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Select all</Checkbox.Label>
                  </Checkbox.Root>
                  <Text role="status" color="fg.muted">
                    {chosen.size === 1 ? '1 student selected' : `${chosen.size} students selected`}
                  </Text>
                </HStack>
                {error && <LoadError what="the students" error={error} onRetry={refetch} />}
                {loading && !residents.length && <InlineSpinner label="Loading students" alignSelf="center" />}
                {!loading && !error && residents.length === 0 && (
                  <Text color="fg.muted">{search ? 'No results found' : 'No students Available'}</Text>
                )}
                <Stack as="ul" gap="0" listStyleType="none" aria-label="Students">
                  {residents.map((resident) => (
                    <li key={resident.id}>
                      <Checkbox.Root
                        checked={chosen.has(resident.id)}
                        onCheckedChange={(d) => toggle([resident.id], d.checked === true)}
                        minHeight="11"
                        width="full"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {resident.name}
                          <Text as="span" color="fg.muted" textStyle="sm" marginStart="2">
                            {resident.roomNumber ? `Room ${resident.roomNumber} · ` : ''}
                            <PhoneText value={resident.phone} />
                          </Text>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </li>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minHeight="11" disabled={pending} onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="primary" minHeight="11" loading={pending} onClick={handleConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" minWidth="11" minHeight="11" disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
