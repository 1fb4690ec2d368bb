import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { FormField, useFieldDescribedBy } from '@/components/form/FormField';
import { useFormField } from '@/components/form/useFormField';

export type CsvFileFieldProps = {
  /** The form field holding the file's text (previewStudentImport's `csv`). */
  name: string;
  /** Changes when the file should be forgotten (the dialog closed). */
  resetKey: number;
  disabled: boolean;
  onRead: (csv: string) => void;
};

type FileInputProps = {
  resetKey: number;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The file control, described by the field's error text. */
function FileInput({ resetKey, disabled, onChange }: FileInputProps) {
  const describedBy = useFieldDescribedBy();
  return (
    <Input
      key={resetKey}
      type="file"
      accept=".csv,text/csv"
      padding="1.5"
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

/** "CSV file": reads the chosen file into the form's field and hands its text on. */
export function CsvFileField({ name, resetKey, disabled, onRead }: CsvFileFieldProps) {
  const field = useFormField(name);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const csv = await file.text();
    field.onChange(csv);
    onRead(csv);
  };

  return (
    <FormField label="CSV file" error={field.error}>
      <FileInput
        resetKey={resetKey}
        disabled={disabled || field.disabled}
        onChange={(event) => void handleChange(event)}
      />
    </FormField>
  );
}
