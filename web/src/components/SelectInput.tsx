import { NativeSelect } from '@chakra-ui/react';

export type SelectOption<T extends string = string> = { value: T; label: string };

export type SelectInputProps = {
  name: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** A native select; inside a FormField it takes the field's label and error wiring. */
export function SelectInput({ name, value, options, placeholder, disabled, onChange }: SelectInputProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        name={name}
        value={value}
        placeholder={placeholder}
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
