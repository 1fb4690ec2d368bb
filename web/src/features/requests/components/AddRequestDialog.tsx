import { useState } from 'react';
import { REQUEST_TYPE_LABELS, requestMessages, requestTextProblem } from '@hostel-admin/rules';
import { FormDialog } from '@/components/form/FormDialog';
import { ResidentPicker } from '@/domain/housing/ResidentPicker/ResidentPicker';
import { RequestTextField, RequestTypeField } from '@/domain/requests/RequestFields';
import type { RequestType } from '@/gql/graphql';
import { byRule, choice } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import { useAddRequest } from '../hooks/useAddRequest';

/** Named as createRequest's input. */
const addRequestSchema = z.object({
  type: choice<RequestType>(requestMessages.typeRequired),
  studentId: choice(requestMessages.studentRequired),
  text: byRule(requestTextProblem),
});

export type AddRequestDialogProps = { defaultType?: RequestType; onClose: () => void };

/** Add Request: the type, the resident (searched) and what they ask for; mounted open while adding. */
export function AddRequestDialog({ defaultType, onClose }: AddRequestDialogProps) {
  // One key per opening of the form: a double submit or a retry answers the same request.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useSchemaForm(addRequestSchema, {
    defaultValues: { type: defaultType ?? '', studentId: '', text: '' },
  });
  const { addRequest } = useAddRequest();

  const handleSubmit = async (values: z.output<typeof addRequestSchema>) => {
    const request = await addRequest({ ...values, idempotencyKey });
    onClose();
    notify(
      'success',
      `${REQUEST_TYPE_LABELS[values.type]} request added for ${request?.studentName ?? 'the resident'}`,
    );
  };

  return (
    <FormDialog
      title="Add Request"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Add Request"
    >
      <RequestTypeField />
      <ResidentPicker
        name="studentId"
        label="Resident"
        searchLabel="Search residents"
        placeholder="Name, email or phone"
        emptyText="No residents found"
        describe={(resident) => (resident.roomNumber ? `Room ${resident.roomNumber}` : 'No room')}
      />
      <RequestTextField />
    </FormDialog>
  );
}
