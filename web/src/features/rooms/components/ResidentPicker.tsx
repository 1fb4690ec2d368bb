import { Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { FormField } from '@/components/form/FormField';
import { useFormField } from '@/components/form/useFormField';
import { PageSpinner } from '@/components/PageSpinner';
import { AssignStudentDialogDocument } from '@/gql/graphql';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { formatPhone } from '@hostel-admin/rules';

export const RESIDENT_SEARCH_DEBOUNCE_MS = 250;

export type ResidentPickerProps = {
  /** The form field that holds the chosen student's id. */
  name: string;
  onPick: (studentName: string) => void;
};

/** Residents without a bed, searchable, one to pick; bound to the enclosing form's field `name`. */
export function ResidentPicker({ name, onPick }: ResidentPickerProps) {
  const field = useFormField(name);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), RESIDENT_SEARCH_DEBOUNCE_MS);
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(AssignStudentDialogDocument, {
    variables: { search: debounced || null },
  });
  const students = data?.students.items ?? [];

  const handleValueChange = (studentId: string | null) => {
    const student = students.find((item) => item.id === studentId);
    if (!student) return;
    field.onChange(student.id);
    onPick(student.name);
  };

  return (
    <Stack gap="3">
      <FormField label="Search residents without a bed">
        <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, email or phone" />
      </FormField>
      <ErrorAlert message={loadError?.message ?? null} />
      {loading && !data && <PageSpinner label="Loading residents" />}
      {data && students.length === 0 && <Text color="fg.muted">No residents without a bed</Text>}
      {students.length > 0 && (
        <FormField label="Resident" error={field.error} required>
          <RadioGroup.Root
            value={field.value}
            disabled={field.disabled}
            onValueChange={(details) => handleValueChange(details.value)}
            colorPalette="primary"
          >
            <Stack gap="2" maxHeight="56" overflowY="auto">
              {students.map((student) => (
                <RadioGroup.Item key={student.id} value={student.id}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {student.name}
                    <Text as="span" color="fg.muted" marginStart="2">
                      {formatPhone(student.phone)}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </FormField>
      )}
      {data && data.students.totalCount > students.length && (
        <Text color="fg.muted" textStyle="sm">
          Showing {students.length} of {data.students.totalCount}; search to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
