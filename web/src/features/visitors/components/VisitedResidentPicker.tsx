import { Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { FormField } from '@/components/form/FormField';
import { useFormField } from '@/components/form/useFormField';
import { PageSpinner } from '@/components/PageSpinner';
import { VisitedResidentsDocument } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

export const RESIDENT_SEARCH_DEBOUNCE_MS = 250;

export type VisitedResidentPickerProps = {
  /** The form field that holds the chosen resident's id. */
  name: string;
  onPick: (residentName: string) => void;
};

/** The hostel's current residents, searchable, one to pick: whom the visitor came to see. */
export function VisitedResidentPicker({ name, onPick }: VisitedResidentPickerProps) {
  const field = useFormField(name);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), RESIDENT_SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(VisitedResidentsDocument, { variables: { search: debounced || null } });
  const residents = data?.students.items ?? [];

  const handleValueChange = (studentId: string | null) => {
    const resident = residents.find((item) => item.id === studentId);
    if (!resident) return;
    field.onChange(resident.id);
    onPick(resident.name);
  };

  return (
    <Stack gap="3">
      <FormField label="Search residents">
        <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, phone or room" />
      </FormField>
      <ErrorAlert message={error ? explainGraphqlError(error).summary : null} />
      {loading && !data && <PageSpinner label="Loading residents" />}
      {data && residents.length === 0 && <Text color="fg.muted">No resident matches</Text>}
      {residents.length > 0 && (
        <FormField label="Resident visited" error={field.error} required>
          <RadioGroup.Root
            value={field.value}
            disabled={field.disabled}
            onValueChange={(details) => handleValueChange(details.value)}
            colorPalette="primary"
          >
            <Stack gap="2" maxHeight="56" overflowY="auto">
              {residents.map((resident, index) => (
                <RadioGroup.Item key={resident.id} value={resident.id} minHeight="11">
                  <RadioGroup.ItemHiddenInput
                    ref={(field.value ? field.value === resident.id : index === 0) ? field.ref : undefined}
                  />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {resident.name}{' '}
                    {resident.roomNumber !== null && (
                      <Text as="span" color="fg.muted" marginStart="2">
                        Room {resident.roomNumber}
                      </Text>
                    )}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </FormField>
      )}
      {data && data.students.totalCount > residents.length && (
        <Text color="fg.muted" textStyle="sm">
          Showing {residents.length} of {data.students.totalCount}; search to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
