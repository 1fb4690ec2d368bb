import { Badge, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export type RequestTypeCardProps = { title: string; to: string; open: number; overdue: number };

/** One card of Requests: the type, its open requests (overdue ones marked) and a link to its list. */
export function RequestTypeCard({ title, to, open, overdue }: RequestTypeCardProps) {
  return (
    <LinkBox as={Card.Root} height="full">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="md">
            <LinkOverlay asChild display="inline-flex" alignItems="center" minHeight="11">
              <Link to={to}>{title}</Link>
            </LinkOverlay>
          </Heading>
          <HStack gap="3" wrap="wrap">
            <Text textStyle="3xl" fontWeight="semibold">
              {open}
            </Text>
            <Text color="fg.muted">open</Text>
            {overdue > 0 && <Badge colorPalette="red">{overdue} overdue</Badge>}
          </HStack>
        </Stack>
      </Card.Body>
    </LinkBox>
  );
}
