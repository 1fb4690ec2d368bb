import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MONTH_NAMES, yearOptions } from '@/domain/money/months';

export type MonthFilterProps = {
  month: string;
  onChange: (month: string) => void;
};

/** The month and year filter of the payments screens. */
export function MonthFilter({ month, onChange }: MonthFilterProps) {
  const id = useId();
  const year = month.slice(0, 4);
  const monthNumber = month.slice(5, 7);
  return (
    <HStack gap="3" wrap="wrap">
      <HStack gap="2">
        <Text asChild textStyle="sm">
          <label htmlFor={`${id}-month`}>Month</label>
        </Text>
        <NativeSelect.Root width="40">
          <NativeSelect.Field
            id={`${id}-month`}
            value={monthNumber}
            onChange={(e) => onChange(`${year}-${e.target.value}`)}
          >
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1).padStart(2, '0')}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Text asChild textStyle="sm">
          <label htmlFor={`${id}-year`}>Year</label>
        </Text>
        <NativeSelect.Root width="28">
          <NativeSelect.Field
            id={`${id}-year`}
            value={year}
            onChange={(e) => onChange(`${e.target.value}-${monthNumber}`)}
          >
            {yearOptions().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
}
