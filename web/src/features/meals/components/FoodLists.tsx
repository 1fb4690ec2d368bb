import { Button, Card, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState, Suspense } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useConfirm } from '@/components/ConfirmDialog';
import type { FoodList_ItemFragment } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { dayMonthYear, MEAL_LABELS, type Meal } from '@hostel-admin/rules';
import { useRemoveMenuItem } from '../hooks/useMealChanges';
import { lazyNamed } from '@/lib/lazyNamed';

// The add form loads when Add is pressed, with its form libraries (lib/lazyNamed.ts).
const AddFoodForm = lazyNamed(() => import('./AddFoodForm'), 'AddFoodForm');

export type FoodListsProps = {
  date: string;
  meal: Meal;
  items: readonly FoodList_ItemFragment[];
  /** False for a day whose menu can no longer be planned, or a role that may only read. */
  canEdit: boolean;
};

/** The Food Lists side panel: the chosen meal's foods, or the Add Food form in their place. */
export function FoodLists({ date, meal, items, canEdit }: FoodListsProps) {
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();
  const removeMenuItem = useRemoveMenuItem();
  const mealName = MEAL_LABELS[meal];

  const handleRemove = (item: FoodList_ItemFragment) =>
    void confirm({
      title: 'Take this food off the menu?',
      target: `${item.title}, ${mealName.toLowerCase()} on ${dayMonthYear(date)}`,
      confirmLabel: 'Remove',
      destructive: true,
      action: () => removeMenuItem(item.id, date),
      success: `${item.title} taken off the menu`,
      failure: (problem) => explainGraphqlError(problem).summary,
    });

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            Food Lists
          </Heading>
          {canEdit && !adding && (
            <Button variant="outline" size="sm" minHeight="11" onClick={() => setAdding(true)}>
              <LuPlus aria-hidden />
              Add Food
            </Button>
          )}
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {mealName}, {dayMonthYear(date)}
        </Text>
      </Card.Header>
      <Card.Body>
        {adding ? (
          <Suspense fallback={null}>
            <AddFoodForm date={date} meal={meal} onDone={() => setAdding(false)} />
          </Suspense>
        ) : items.length === 0 ? (
          <Text color="fg.muted">No food on the menu yet</Text>
        ) : (
          <List.Root variant="plain" gap="3" aria-label={`${mealName} menu`}>
            {items.map((item) => (
              <List.Item key={item.id}>
                <HStack justify="space-between" width="full" gap="2" align="flex-start">
                  <Stack gap="0" minWidth="0">
                    <Text fontWeight="medium">{item.title}</Text>
                    {item.details && (
                      <Text textStyle="sm" color="fg.muted">
                        {item.details}
                      </Text>
                    )}
                  </Stack>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      minHeight="11"
                      minWidth="11"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => handleRemove(item)}
                    >
                      <LuTrash2 aria-hidden />
                    </Button>
                  )}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
