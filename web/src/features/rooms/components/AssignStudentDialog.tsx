import { useState } from 'react';
import type { BedCard_BedFragment } from '../../../gql/graphql';
import { formatPaise } from '../../../lib/format';
import { alertMessage, explainGraphqlError, placeFieldErrors } from '../../../lib/graphqlErrors';
import { notify } from '../../../lib/toaster';
import { useAssignBed } from '../hooks/useAssignBed';
import { FormDialog } from './FormDialog';
import { ResidentPicker } from './ResidentPicker';
import { SelectField } from '../../../components/SelectField';

export type AssignStudentDialogProps = {
  freeBeds: BedCard_BedFragment[];
  onClose: () => void;
};

type AssignErrors = { studentId?: string; bedId?: string };

/** Gives a resident without a bed one of this room's free beds; mounted open while assigning. */
export function AssignStudentDialog({ freeBeds, onClose }: AssignStudentDialogProps) {
  const [student, setStudent] = useState({ id: '', name: '' });
  const [bedId, setBedId] = useState(freeBeds[0]?.id ?? '');
  const [errors, setErrors] = useState<AssignErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { assignBed, loading } = useAssignBed();

  const handleSubmit = async () => {
    const found: AssignErrors = {
      ...(!student.id && { studentId: 'Select a resident.' }),
      ...(!bedId && { bedId: 'Select a bed.' }),
    };
    setErrors(found);
    if (found.studentId || found.bedId) return;
    try {
      await assignBed(student.id, bedId);
      onClose();
      const label = freeBeds.find((bed) => bed.id === bedId)?.label ?? '';
      notify('success', `${student.name} assigned to bed ${label}`);
    } catch (error) {
      const problem = explainGraphqlError(error);
      const placed = placeFieldErrors(problem.fields, { studentId: 'studentId', bedId: 'bedId' } as const);
      setErrors(placed.errors);
      setAlert(alertMessage(problem, placed.rest));
    }
  };

  return (
    <FormDialog
      title="Assign existing student"
      open
      onOpenChange={(open) => !open && onClose()}
      submitLabel="Assign"
      pending={loading}
      alert={alert}
      onSubmit={() => void handleSubmit()}
    >
      <ResidentPicker
        value={student.id}
        error={errors.studentId}
        disabled={loading}
        onChange={(id, name) => setStudent({ id, name })}
      />
      <SelectField
        label="Bed"
        error={errors.bedId}
        required
        name="bedId"
        value={bedId}
        options={freeBeds.map((bed) => ({ value: bed.id, label: `${bed.label} · ${formatPaise(bed.pricePerMonthPaise)}` }))}
        placeholder="Select a bed"
        disabled={loading}
        onChange={setBedId}
      />
    </FormDialog>
  );
}
