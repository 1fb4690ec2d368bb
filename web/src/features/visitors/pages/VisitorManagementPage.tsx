import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@/components/PageHeader';

export function VisitorManagementPage() {
  return (
    <Stack gap="4">
      <PageHeader title="Visitor Management" />
      <Text color="fg.muted">Visitor management is coming soon.</Text>
    </Stack>
  );
}
