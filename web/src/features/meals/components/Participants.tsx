import { Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useConfirm } from '@/components/ConfirmDialog';
import type { FoodDetailsPageQuery, Participants_ParticipantFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { dayMonthYear, MEAL_LABELS, type Meal } from '@hostel-admin/rules';
import { useUnmarkMealAttendance } from '../hooks/useMealChanges';
import { MarkAttendance } from './MarkAttendance';

type MealDay = FoodDetailsPageQuery['mealDay'];

export type ParticipantsProps = {
  day: MealDay;
  meal: Meal;
  /** A role that may mark attendance. */
  canMark: boolean;
  /** A day that has not come yet: attendance waits for it. */
  future: boolean;
};

/** "4:05 pm": the time of an instant on India's clock. */
const timeInIndia = (instant: unknown) => formatDateTimeInIndia(String(instant)).split(', ')[1] ?? '';

/** Who ate at the chosen meal, with their check-in times, and marking the rest present. */
export function Participants({ day, meal, canMark, future }: ParticipantsProps) {
  const summary = day.meals.find((m) => m.meal === meal)!;
  const markedIds = new Set(summary.participants.map((p) => p.resident.id));
  const waiting = day.expected.map((e) => e.resident).filter((resident) => !markedIds.has(resident.id));
  const name = MEAL_LABELS[meal];
  const confirm = useConfirm();
  const unmark = useUnmarkMealAttendance();
  const canUnmark = canMark && !future;

  const handleUnmark = (participant: Participants_ParticipantFragment) =>
    void confirm({
      title: 'Unmark this resident?',
      target: `${participant.resident.name}, ${name.toLowerCase()} on ${dayMonthYear(day.date)}`,
      confirmLabel: 'Unmark',
      destructive: true,
      action: () => unmark({ date: day.date, meal, studentId: participant.resident.id }),
      success: `${participant.resident.name} unmarked at ${name.toLowerCase()}`,
      failure: (problem) => explainGraphqlError(problem).summary,
    });

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            Participants
          </Heading>
          <Text role="status">
            {summary.attendedCount} of {summary.expectedCount} expected ate {name.toLowerCase()}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {summary.participants.length === 0 ? (
            <Text color="fg.muted">No one has checked in for {name.toLowerCase()}</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label={`${name} participants`}>
              {summary.participants.map((participant) => (
                <List.Item key={participant.id}>
                  <HStack justify="space-between" width="full" gap="2" wrap="wrap">
                    <Text>
                      {participant.resident.name}
                      {participant.resident.roomNumber !== null && (
                        <Text as="span" color="fg.muted" marginStart="2">
                          Room {participant.resident.roomNumber}
                        </Text>
                      )}
                    </Text>
                    <HStack gap="2">
                      <Text textStyle="sm" color="fg.muted">
                        {timeInIndia(participant.checkedInAt)} · {participant.markedBy}
                      </Text>
                      {canUnmark && (
                        <Button
                          size="sm"
                          variant="outline"
                          minHeight="11"
                          aria-label={`Unmark ${participant.resident.name}`}
                          onClick={() => handleUnmark(participant)}
                        >
                          Unmark
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
          {future ? (
            <Text color="fg.muted">Attendance is marked on the day.</Text>
          ) : (
            canMark && <MarkAttendance date={day.date} meal={meal} waiting={waiting} markedIds={markedIds} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
