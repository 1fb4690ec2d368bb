import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { ResidentPicker } from '@/domain/housing/ResidentPicker/ResidentPicker';
import type { VisitorRow_VisitorFragment } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import type { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import { useSignInVisitor } from '../hooks/useVisitorChanges';
import { emptyVisitor, idTypeOptions, visitorSchema } from '../visitorSchema';

export type SignInVisitorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn?: (visitor: VisitorRow_VisitorFragment) => void;
};

/** Sign in visitor: who came, their phone, whom they came to see, why, and the ID they showed (optional). */
export function SignInVisitorDialog({ open, onOpenChange, onSignedIn }: SignInVisitorDialogProps) {
  const form = useSchemaForm(visitorSchema, { defaultValues: emptyVisitor });
  const signIn = useSignInVisitor();
  const [residentName, setResidentName] = useState('');

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(emptyVisitor);
  };

  const handleSubmit = async (values: z.output<typeof visitorSchema>) => {
    const visitor = await signIn(values);
    handleOpenChange(false);
    notify('success', `${values.name} signed in`, `Visiting ${visitor?.resident.name ?? residentName}`);
    if (visitor) onSignedIn?.(visitor);
  };

  return (
    <FormDialog
      title="Sign in visitor"
      open={open}
      onOpenChange={handleOpenChange}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Sign in"
    >
      <FormTextField name="name" label="Visitor name" autoComplete="off" required />
      <FormPhoneField name="phone" label="Phone" required />
      <ResidentPicker
        name="studentId"
        label="Resident visited"
        searchLabel="Search residents"
        placeholder="Name, phone or room"
        emptyText="No resident matches"
        describe={(resident) => (resident.roomNumber !== null ? `Room ${resident.roomNumber}` : null)}
        onPick={setResidentName}
      />
      <FormTextField
        name="purpose"
        label="Relation or purpose"
        helperText="Father, friend, courier delivery …"
        autoComplete="off"
        required
      />
      <FormSelectField name="idType" label="ID shown" options={[{ value: '', label: 'None' }, ...idTypeOptions]} />
    </FormDialog>
  );
}
