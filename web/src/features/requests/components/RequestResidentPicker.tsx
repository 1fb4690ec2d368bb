import { Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { FormField } from '@/components/form/FormField';
import { useFormField } from '@/components/form/useFormField';
import { PageSpinner } from '@/components/PageSpinner';
import { RequestResidentsDocument } from '@/gql/graphql';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

export const REQUEST_RESIDENT_DEBOUNCE_MS = 250;

export type RequestResidentPickerProps = {
  /** The form field that holds the chosen resident's id. */
  name: string;
};

/** Current residents, searched by name, email or phone, one to pick; bound to the enclosing form's field `name`. */
export function RequestResidentPicker({ name }: RequestResidentPickerProps) {
  const field = useFormField(name);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), REQUEST_RESIDENT_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(RequestResidentsDocument, { variables: { search: debounced || null } });
  const students = data?.students.items ?? [];

  return (
    <Stack gap="3">
      <FormField label="Search residents">
        <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, email or phone" />
      </FormField>
      <ErrorAlert message={error ? 'Could not load the residents. Try again.' : null} />
      {loading && !data && <PageSpinner label="Loading residents" />}
      {data && students.length === 0 && <Text color="fg.muted">No residents found</Text>}
      <FormField label="Resident" error={field.error} required>
        <RadioGroup.Root
          value={field.value}
          disabled={field.disabled}
          onValueChange={(details) => details.value && field.onChange(details.value)}
          colorPalette="primary"
        >
          <Stack gap="2" maxHeight="56" overflowY="auto">
            {students.map((student, index) => (
              <RadioGroup.Item key={student.id} value={student.id} minHeight="11">
                {/* The first choice takes focus when the form is refused without one. */}
                <RadioGroup.ItemHiddenInput
                  ref={index === 0 ? field.ref : undefined}
                  aria-invalid={field.error ? true : undefined}
                />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {student.name}
                  <Text as="span" color="fg.muted" marginStart="2">
                    {student.roomNumber ? `Room ${student.roomNumber}` : 'No room'}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </FormField>
      {data && data.students.totalCount > students.length && (
        <Text color="fg.muted" textStyle="sm">
          Showing {students.length} of {data.students.totalCount}; search to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
