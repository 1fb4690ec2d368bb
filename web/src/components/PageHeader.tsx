import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
};

/** The page's h1, an optional line under it and the page-level actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}
