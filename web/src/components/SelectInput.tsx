import { NativeSelect } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import { useFieldDescribedBy } from './form/FormField';

export type SelectOption<T extends string = string> = { value: T; label: string };

export type SelectInputProps = {
  name: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  ref?: RefCallback<HTMLElement>;
  onChange: (value: string) => void;
};

/** A native select; inside a FormField it takes the field's label and error wiring. */
export function SelectInput({ name, value, options, placeholder, disabled, ref, onChange }: SelectInputProps) {
  const describedBy = useFieldDescribedBy();
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        name={name}
        ref={ref}
        value={value}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
