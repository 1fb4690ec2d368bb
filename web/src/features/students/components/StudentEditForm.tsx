import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { useConfirmMoveIn } from '@/domain/rent/useConfirmMoveIn';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import type { StudentEditPageQuery } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { useCan } from '@/lib/permissions';
import type { z } from '@/lib/form/zod';
import { useUpdateStudent } from '../hooks/useUpdateStudent';
import {
  studentEditLabels,
  studentEditSchema,
  toUpdateInput,
  valuesFromStudent,
  type StudentEditSchema,
} from '../studentEditSchema';
import { StudentBillingDates } from './StudentBillingDates';
import { StudentRoomField } from './StudentRoomField';
import { readableDate } from '@hostel-admin/rules';

export type StudentEditFormProps = {
  student: StudentEditPageQuery['student'];
  /** After the save, with what the server warns about. */
  onSaved: (warnings: { message: string }[]) => void;
  onCancel: () => void;
};

/** Personal Details (Name, Phone, Email) and Room Details (Room No., Move-in Date). */
export function StudentEditForm({ student, onSaved, onCancel }: StudentEditFormProps) {
  const schema = useMemo(() => studentEditSchema(student), [student]);
  const form = useSchemaForm(schema, { defaultValues: valuesFromStudent(student), focusFirstError: true });
  const { save } = useUpdateStudent();
  const confirmMoveIn = useConfirmMoveIn();
  const confirm = useConfirm();
  const canApprove = useCan('rent_approve');
  const currentBillFrom = student.rentTerms?.billFrom ?? student.moveInDate;

  const handleSave = async (values: z.output<StudentEditSchema>) => {
    const input = toUpdateInput(values, student);
    const moveInChanged = values.moveInDate !== student.moveInDate;
    const billFrom = values.billRentFrom || values.moveInDate;
    if (moveInChanged && !(await confirmMoveIn({ name: values.name, moveInDate: values.moveInDate, billFrom }))) return;
    if (!canApprove && input.billRentFrom && input.billRentFrom > currentBillFrom) {
      const asked = await confirm({
        title: 'Bill rent from a later date?',
        target: `${values.name}: bill rent from ${readableDate(input.billRentFrom)}`,
        description:
          "If this takes back rent already billed, it waits for an admin's approval before it counts; the other details save now.",
        confirmLabel: 'Save',
        action: () => undefined,
      });
      if (!asked) return;
    }
    onSaved(await save(student.id, input));
  };

  return (
    <Stack asChild gap="8">
      <Form form={form} onSubmit={form.submit(handleSave)} aria-label="Edit Student Details">
        <FormAlert />
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Personal Details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <FormTextField name="name" label={studentEditLabels.name} required />
            <FormPhoneField name="phone" label={studentEditLabels.phone} required />
            <FormTextField name="email" label={studentEditLabels.email} type="email" required />
          </SimpleGrid>
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Room Details
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <StudentRoomField currentRoom={student.room ?? null} />
            <StudentBillingDates hasRentTerms={Boolean(student.rentTerms)} />
          </SimpleGrid>
        </Stack>
        <HStack gap="3">
          <FormSubmit minWidth="28">Save</FormSubmit>
          <Button variant="outline" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        </HStack>
      </Form>
    </Stack>
  );
}
