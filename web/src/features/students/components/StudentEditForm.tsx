import { Button, Heading, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormField } from '../../../components/form/FormField';
import { RoomNumberSelect, type RoomChoice } from '../../../components/RoomNumberSelect/RoomNumberSelect';
import type { StudentEditPageQuery } from '../../../gql/graphql';
import { digitsOnly } from '../../../lib/format';
import { useUpdateStudent } from '../hooks/useUpdateStudent';
import {
  studentEditLabels,
  toUpdateInput,
  validateStudentEdit,
  valuesFromStudent,
  type StudentEditErrors,
  type StudentEditField,
  type StudentEditValues,
} from '../studentEditSchema';

export type StudentEditFormProps = {
  student: StudentEditPageQuery['student'];
  onSaved: () => void;
  onCancel: () => void;
};

/** Personal Details (Name, Phone, Email) and Room Details (Room No., Move-in Date). */
const WITH_FREE_BED = { hasFreeBed: true };

const describeRoom = (room: RoomChoice) => {
  const free = room.totalBeds - room.bedsOccupied;
  return `${room.roomNumber} (${free} free bed${free === 1 ? '' : 's'})`;
};

export function StudentEditForm({ student, onSaved, onCancel }: StudentEditFormProps) {
  const [values, setValues] = useState<StudentEditValues>(() => valuesFromStudent(student));
  const [errors, setErrors] = useState<StudentEditErrors>({});
  const { save, saving, alert } = useUpdateStudent();
  const currentRoomId = student.room?.id ?? null;

  const handleChange = (field: StudentEditField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const clientErrors = validateStudentEdit(values);
    const outcome = Object.keys(clientErrors).length
      ? { ok: false as const, fieldErrors: clientErrors }
      : await save(student.id, toUpdateInput(values, currentRoomId));
    if (outcome.ok) return onSaved();
    setErrors(outcome.fieldErrors);
    const firstInvalid = (Object.keys(studentEditLabels) as StudentEditField[]).find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
  };

  const text = (name: StudentEditField, type: 'text' | 'email' | 'tel' | 'date' = 'text') => (
    <FormField label={studentEditLabels[name]} error={errors[name]} required>
      <Input
        name={name}
        type={type}
        inputMode={type === 'tel' ? 'numeric' : undefined}
        value={values[name]}
        disabled={saving}
        onChange={(event) => handleChange(name, type === 'tel' ? digitsOnly(event.target.value) : event.target.value)}
      />
    </FormField>
  );

  return (
    <Stack asChild gap="8">
      <form onSubmit={handleSubmit} noValidate aria-label="Edit Student Details">
        <ErrorAlert message={alert} />
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Personal Details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {text('name')}
            {text('phone', 'tel')}
            {text('email', 'email')}
          </SimpleGrid>
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Room Details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <RoomNumberSelect
              label={studentEditLabels.roomId}
              name="roomId"
              value={values.roomId}
              filter={WITH_FREE_BED}
              describe={describeRoom}
              pinned={student.room ? { id: student.room.id, roomNumber: student.room.roomNumber, label: `${student.room.roomNumber} (current)` } : null}
              placeholder={currentRoomId ? undefined : 'No room'}
              error={errors.roomId}
              helperText="Choosing another room moves the resident to its first free bed."
              disabled={saving}
              onChange={(value) => handleChange('roomId', value)}
            />
            {text('moveInDate', 'date')}
          </SimpleGrid>
        </Stack>
        <HStack gap="3">
          <Button type="submit" colorPalette="primary" loading={saving} minWidth="28">
            Save
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
