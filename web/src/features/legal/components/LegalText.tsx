import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@/components/PageHeader';

export type LegalTextProps = {
  title: string;
  paragraphs: string[];
};

export function LegalText({ title, paragraphs }: LegalTextProps) {
  return (
    <Stack gap="4" maxWidth="prose">
      <PageHeader title={title} />
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
