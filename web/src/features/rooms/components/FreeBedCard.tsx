import { Badge, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { BedCard_BedFragment } from '@/gql/graphql';
import { foodPlanLabels } from '@/domain/housing/labels';
import { Can } from '@/lib/permissions';
import { Money } from '@hostel-admin/rules';

export type FreeBedCardProps = {
  bed: BedCard_BedFragment;
  onEdit: () => void;
  onRemove: () => void;
};

/** A bed without a resident: Available (or marked Occupied without one), its rent and food plan, Edit and Remove bed. */
export function FreeBedCard({ bed, onEdit, onRemove }: FreeBedCardProps) {
  return (
    <Card.Root as="article" aria-label={`Bed ${bed.label}`} size="sm" variant="outline" borderStyle="dashed">
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="md">
            {bed.label}
          </Heading>
          <Badge colorPalette={bed.isOccupied ? 'red' : 'green'}>{bed.isOccupied ? 'Occupied' : 'Available'}</Badge>
        </Flex>
        <Text textStyle="sm">Rent: {Money.format(bed.pricePerMonthPaise)} / month</Text>
        <Text textStyle="sm">Food Plan: {foodPlanLabels[bed.foodPlan]}</Text>
      </Card.Body>
      <Can permission="rooms_write">
        <Card.Footer gap="2">
          <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"

            disabled={bed.isOccupied}
            onClick={onRemove}
          >
            Remove bed
          </Button>
        </Card.Footer>
      </Can>
    </Card.Root>
  );
}
