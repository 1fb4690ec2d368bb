import { Card, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { FoodDetailsPageDocument } from '@/features/meals/graphql/FoodDetailsPage.generated';
import { todayInIndia } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { dayMonthYear, type Meal, mealDateProblem, mealDateRange, MEALS } from '@hostel-admin/rules';
import { FoodLists } from '../components/FoodLists';
import { MealCalendar } from '../components/MealCalendar';
import { MealSelector } from '../components/MealSelector';
import { Participants } from '../components/Participants';
import { useUrlParams } from '@/lib/useUrlParams';

const isMeal = (value: string | null): value is Meal => (MEALS as readonly (string | null)[]).includes(value);

/** Food Details: a date on the inline calendar, its meal, the Food Lists panel and who ate, kept in the address. */
export function FoodDetailsPage() {
  const today = todayInIndia();
  const [params, updateParams] = useUrlParams();
  const asked = params.get('date');
  const date = asked && !mealDateProblem(asked, today, 'menu') ? asked : today;
  const rawMeal = params.get('meal');
  const meal: Meal = isMeal(rawMeal) ? rawMeal : 'breakfast';
  const { earliest, latest } = mealDateRange(today, 'menu');
  const canWrite = useCan('meals_write');
  const { data, previousData, loading, error, refetch } = useQuery(FoodDetailsPageDocument, { variables: { date } });
  const day = (data ?? previousData)?.mealDay;
  const shown = day?.date === date ? day : undefined;

  const choose = (changes: { date?: string; meal?: Meal }) => updateParams(changes);

  return (
    <Stack gap="6">
      <PageHeader title="Food Details" description="Each day's menu by meal, and who ate, for the kitchen." />
      <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Text fontWeight="medium" role="status">
                Date: {dayMonthYear(date)}
              </Text>
              <MealCalendar
                value={date}
                today={today}
                earliest={earliest}
                latest={latest}
                onChange={(d) => choose({ date: d })}
              />
              <MealSelector value={meal} meals={shown?.meals} onChange={(m) => choose({ meal: m })} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Stack gap="6" minWidth="0">
          {error && <LoadError what="the food details" error={error} onRetry={refetch} />}
          {!shown && loading && <PageSkeleton label="Loading the food details" withHeader={false} />}
          {shown && (
            <>
              <FoodLists
                date={date}
                meal={meal}
                items={shown.meals.find((m) => m.meal === meal)?.menu ?? []}
                canEdit={canWrite}
              />
              <Participants day={shown} meal={meal} canMark={canWrite} future={date > today} />
            </>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
