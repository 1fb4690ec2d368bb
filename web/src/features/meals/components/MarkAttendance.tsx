import { Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { ErrorAlert } from '@/components/ErrorAlert';
import { MealResidentsDocument } from '@/features/meals/graphql/MealResidents.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { MEAL_LABELS, type Meal } from '@hostel-admin/rules';
import { useMarkMealAttendance } from '../hooks/useMealChanges';

type Resident = { id: string; name: string; roomNumber: number | null };

export type MarkAttendanceProps = {
  date: string;
  meal: Meal;
  /** The residents the kitchen expects who have not checked in yet. */
  waiting: readonly Resident[];
  /** Everyone already marked for the meal (left out of the search's results). */
  markedIds: ReadonlySet<string>;
};

const matches = (resident: Resident, text: string) =>
  !text || resident.name.toLowerCase().includes(text.toLowerCase()) || String(resident.roomNumber ?? '').includes(text);

function ResidentLine({ resident, onMark, busy }: { resident: Resident; onMark: () => void; busy: boolean }) {
  return (
    <List.Item>
      <HStack justify="space-between" width="full" gap="2">
        <Text>
          {resident.name}
          {resident.roomNumber !== null && (
            <Text as="span" color="fg.muted" marginStart="2">
              Room {resident.roomNumber}
            </Text>
          )}
        </Text>
        <Button
          size="sm"
          variant="outline"
          minHeight="11"
          loading={busy}
          onClick={onMark}
          aria-label={`Mark ${resident.name} present`}
        >
          <LuCheck aria-hidden />
          Present
        </Button>
      </HStack>
    </List.Item>
  );
}

/** Residents, each with a Present button; the one being marked shows it busy. */
function ResidentList({
  label,
  residents,
  busy,
  onMark,
}: {
  label: string;
  residents: Resident[];
  busy: string | null;
  onMark: (resident: Resident) => void;
}) {
  return (
    <List.Root variant="plain" gap="2" aria-label={label}>
      {residents.map((resident) => (
        <ResidentLine
          key={resident.id}
          resident={resident}
          busy={busy === resident.id}
          onMark={() => onMark(resident)}
        />
      ))}
    </List.Root>
  );
}

/** Marks residents present at the meal: from the expected list, or anyone current found by search. */
export function MarkAttendance({ date, meal, waiting, markedIds }: MarkAttendanceProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const text = search.trim();
  const debounced = useDebouncedValue(text, 250);
  const found = useQuery(MealResidentsDocument, { variables: { search: debounced }, skip: !debounced });
  const mark = useMarkMealAttendance();
  const expected = waiting.filter((resident) => matches(resident, text));
  const expectedIds = new Set(waiting.map((r) => r.id));
  const others = (found.data?.students.items ?? []).filter((r) => !expectedIds.has(r.id) && !markedIds.has(r.id));

  const handleMark = async (resident: Resident) => {
    setBusy(resident.id);
    setProblem(null);
    try {
      await mark({ date, meal, studentId: resident.id });
      notify('success', `${resident.name} marked present at ${MEAL_LABELS[meal].toLowerCase()}`);
    } catch (error) {
      setProblem(explainGraphqlError(error).summary);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text asChild fontWeight="medium">
          <label htmlFor={searchId}>Find a resident</label>
        </Text>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder="Name or room"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Stack>
      <ErrorAlert message={problem} />
      <Text fontWeight="medium">Expected, not checked in ({expected.length})</Text>
      {expected.length === 0 ? (
        <Text color="fg.muted">{text ? 'No expected resident matches' : 'Everyone expected has checked in'}</Text>
      ) : (
        <ResidentList
          label="Expected residents not checked in"
          residents={expected}
          busy={busy}
          onMark={(resident) => void handleMark(resident)}
        />
      )}
      {others.length > 0 && (
        <>
          <Text fontWeight="medium">Other residents</Text>
          <ResidentList
            label="Other residents"
            residents={others}
            busy={busy}
            onMark={(resident) => void handleMark(resident)}
          />
        </>
      )}
    </Stack>
  );
}
