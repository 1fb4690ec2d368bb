import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import { useFieldDescribedBy } from './FormField';

export type TextInputProps = {
  name: string;
  value: string;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  /** The earliest and latest values of a date or time input (YYYY-MM-DD, HH:MM). */
  min?: string;
  max?: string;
  /** A two-row, growing textarea (addresses). */
  multiline?: boolean;
  disabled?: boolean;
  ref?: RefCallback<HTMLElement>;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/** The text control of a FormField, described by its helper and error texts. */
export function TextInput({ multiline, onChange, ...props }: TextInputProps) {
  const describedBy = useFieldDescribedBy();
  const common = { ...props, 'aria-describedby': describedBy };
  if (multiline) return <Textarea {...common} rows={2} autoresize onChange={(event) => onChange(event.target.value)} />;
  return <Input {...common} onChange={(event) => onChange(event.target.value)} />;
}
