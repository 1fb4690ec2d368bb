import { Circle, Flex, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

export type StepIndicatorProps = {
  titles: readonly string[];
  current: number;
};

/** Where the wizard is: done steps ticked, the current one highlighted (aria-current="step"). */
export function StepIndicator({ titles, current }: StepIndicatorProps) {
  return (
    <Flex as="ol" aria-label="Check-in steps" gap={{ base: '2', md: '4' }} wrap="wrap" listStyleType="none">
      {titles.map((title, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex as="li" key={title} align="center" gap="2" aria-current={active ? 'step' : undefined}>
            <Circle
              size="8"
              bg={done || active ? 'primary.solid' : 'bg.emphasized'}
              color={done || active ? 'primary.contrast' : 'fg.muted'}
              fontWeight="semibold"
              textStyle="sm"
            >
              {done ? <LuCheck aria-hidden="true" /> : index + 1}
            </Circle>
            <Text
              fontWeight={active ? 'semibold' : 'normal'}
              color={active ? 'fg' : 'fg.muted'}
              hideBelow={active ? undefined : 'md'}
            >
              {title}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
