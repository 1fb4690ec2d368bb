import { Button, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { useFormField } from '@/components/form/useFormField';
import { RoomNumberSelect, type RoomChoice } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect';
import { amountAsPaise } from '@/domain/money/recordPaymentSchema';
import { MeterSplitDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { Money } from '@hostel-admin/rules';

const describeRoom = (room: RoomChoice) =>
  `Room ${room.roomNumber} · ${room.bedsOccupied} of ${room.totalBeds} beds taken`;
const NO_FILTER = {};

/**
 * The meter way of Add Charge: the room, the bill (optionally from the readings and the rate) and, once both are
 * given, the split the server would charge: equal parts among the residents in the room today, the odd paise to the
 * first beds.
 */
export function MeterBillFields() {
  const room = useFormField('meter.roomId');
  const { setValue, clearErrors } = useFormContext();
  const [billText, from, to, rateText] = useWatch({
    name: ['meter.billRupees', 'meter.previousReading', 'meter.currentReading', 'meter.rateRupees'],
  }) as string[];
  const bill = amountAsPaise('Bill').safeParse(billText);
  const rate = amountAsPaise('Rate').safeParse(rateText);
  const units = /^\d+$/.test(from?.trim() ?? '') && /^\d+$/.test(to?.trim() ?? '') ? Number(to) - Number(from) : null;
  const fromReadings = units !== null && units > 0 && rate.success ? units * rate.data : null;
  const { data, previousData, error } = useQuery(MeterSplitDocument, {
    variables: { roomId: room.value, billPaise: bill.success ? bill.data : 0 },
    skip: !room.value || !bill.success,
  });
  const split = room.value && bill.success ? (data ?? previousData)?.meterSplit : undefined;

  return (
    <Stack gap="4">
      <RoomNumberSelect
        label="Room"
        name="meter.roomId"
        value={room.value}
        filter={NO_FILTER}
        describe={describeRoom}
        placeholder="Select a room"
        error={room.error}
        required
        disabled={room.disabled}
        inputRef={room.ref}
        onChange={room.onChange}
      />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormTextField name="meter.previousReading" label="Previous reading" inputMode="numeric" />
        <FormTextField name="meter.currentReading" label="Current reading" inputMode="numeric" />
        <FormTextField name="meter.rateRupees" label="Rate per unit (Rs.)" inputMode="decimal" />
      </SimpleGrid>
      {fromReadings !== null && (
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted">
            {units} units × {Money.format(rate.success ? rate.data : 0)} = {Money.format(fromReadings)}
          </Text>
          <Button
            variant="outline"
            size="sm"
            minHeight="11"
            onClick={() => {
              setValue('meter.billRupees', Money.toRupeesInput(fromReadings));
              clearErrors('meter.billRupees');
            }}
          >
            Use as the bill
          </Button>
        </HStack>
      )}
      <FormTextField
        name="meter.billRupees"
        label="Bill amount (Rs.)"
        inputMode="decimal"
        required
        helperText="The whole bill: it is split equally among the residents in the room today"
      />
      {split && (
        <Stack gap="1" aria-live="polite">
          <Text fontWeight="semibold">
            {split.parts.length
              ? `Split of ${Money.format(split.billPaise)} in room ${split.roomNumber}`
              : `Nobody lives in room ${split.roomNumber} today.`}
          </Text>
          <List.Root as="ul" listStyle="none" gap="1" aria-label={`Split of the bill in room ${split.roomNumber}`}>
            {split.parts.map((part) => (
              <List.Item key={part.student?.id ?? part.bedLabel}>
                <HStack justify="space-between" gap="3">
                  <Text>
                    {part.studentName}{' '}
                    <Text as="span" color="fg.muted">
                      ({part.bedLabel})
                    </Text>
                  </Text>
                  <Text fontVariantNumeric="tabular-nums">{Money.format(part.amountPaise)}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {error && (
        <Text color="fg.error">Could not work out the split. Check the room and the amount, then try again.</Text>
      )}
    </Stack>
  );
}
