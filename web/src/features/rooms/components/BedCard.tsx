import { Badge, Button, Card, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BedCard_BedFragment } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { Can } from '@/lib/permissions';

export type BedCardProps = {
  bed: BedCard_BedFragment & { student: NonNullable<BedCard_BedFragment['student']> };
  onRemove: () => void;
};

function stayRange(stay: BedCard_BedFragment['currentStay']): string | null {
  if (!stay) return null;
  const end = stay.expectedEndDate ? formatOrdinalDate(stay.expectedEndDate) : 'present';
  return `Available from ${formatOrdinalDate(stay.startDate)} to ${end}`;
}

/** An occupied bed: its resident (linking to them), the bed, the stay and Remove. */
export function BedCard({ bed, onRemove }: BedCardProps) {
  const range = stayRange(bed.currentStay);
  return (
    <Card.Root as="article" aria-label={`Bed ${bed.label}`} size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="2">
          <Link asChild color="primary.fg" fontWeight="semibold" textStyle="lg" minHeight={{ base: '11', md: 'auto' }}>
            <RouterLink to={paths.student(bed.student.id)}>{bed.student.name}</RouterLink>
          </Link>
          <Badge colorPalette="primary">{bed.label}</Badge>
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          Bed assigned: {bed.label}
        </Text>
        {range && <Text textStyle="sm">{range}</Text>}
      </Card.Body>
      <Can permission="rooms_write">
        <Card.Footer>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            Remove
          </Button>
        </Card.Footer>
      </Can>
    </Card.Root>
  );
}
