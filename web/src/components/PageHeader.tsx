import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/pageTitle';

export type PageHeaderProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
};

/** The page's h1 (also the tab title: "Room ID. 204 · Hostel Admin"), an optional line under it and the page-level actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Flex as="header" align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="4" wrap="wrap">
      <Stack gap="1">
        {/* tabIndex -1: focus lands here after a navigation (app/layout/RouteFocus). */}
        <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}
