import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { ResidentPicker } from '@/domain/housing/ResidentPicker/ResidentPicker';
import type { BedCard_BedFragment, StudentsWhere } from '@/gql/graphql';
import { choice } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import { useAssignBed } from '../hooks/useAssignBed';
import { usePhoneDisplay } from '@/lib/phoneText';
import { Money } from '@hostel-admin/rules';

export type AssignStudentDialogProps = {
  freeBeds: BedCard_BedFragment[];
  onClose: () => void;
};

/** Only a resident without a bed can be given one. */
const WITHOUT_BED: StudentsWhere = { hasBed: false };

/** Named as assignBed's arguments. */
const assignSchema = z.object({
  studentId: choice('Select a resident.'),
  bedId: choice('Select a bed.'),
});

/** Gives a resident without a bed one of this room's free beds; mounted open while assigning. */
export function AssignStudentDialog({ freeBeds, onClose }: AssignStudentDialogProps) {
  const [studentName, setStudentName] = useState('');
  const phoneDisplay = usePhoneDisplay();
  const form = useSchemaForm(assignSchema, { defaultValues: { studentId: '', bedId: freeBeds[0]?.id ?? '' } });
  const { assignBed } = useAssignBed();

  const handleSubmit = async ({ studentId, bedId }: z.output<typeof assignSchema>) => {
    await assignBed(studentId, bedId);
    onClose();
    const label = freeBeds.find((bed) => bed.id === bedId)?.label ?? '';
    notify('success', `${studentName} assigned to bed ${label}`);
  };

  return (
    <FormDialog
      title="Assign existing student"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Assign"
    >
      <ResidentPicker
        name="studentId"
        filter={WITHOUT_BED}
        label="Resident"
        searchLabel="Search residents without a bed"
        placeholder="Name, email or phone"
        emptyText="No residents without a bed"
        describe={(resident) => phoneDisplay(resident.phone)}
        onPick={setStudentName}
      />
      <FormSelectField
        name="bedId"
        label="Bed"
        options={freeBeds.map((bed) => ({
          value: bed.id,
          label: `${bed.label} · ${Money.format(bed.pricePerMonthPaise)}`,
        }))}
        placeholder="Select a bed"
        required
      />
    </FormDialog>
  );
}
