import { Badge, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useConfirm } from '@/components/ConfirmDialog';
import type { HostelSubscriptionFieldsFragment } from '@/gql/graphql';
import { ChangePlanDocument } from '@/features/billing/graphql/Billing.generated';
import { formatOrdinalDate } from '@/lib/format';
import { planPrice } from '@hostel-admin/rules';

/** Subscription Settings: the plans, the hostel's current one marked, and a change from the next period. */
export function SubscriptionSettings({ subscription }: { subscription: HostelSubscriptionFieldsFragment }) {
  const confirm = useConfirm();
  const [changePlan] = useMutation(ChangePlanDocument);
  const nextStart = subscription.nextPlanFrom ?? null;

  const choose = (plan: HostelSubscriptionFieldsFragment['plans'][number]) =>
    confirm({
      title: 'Change plan',
      target: `${plan.name} (${planPrice(plan.pricePaise)})`,
      description:
        plan.pricePaise === null || plan.pricePaise === undefined
          ? 'The Custom Plan is priced with you: we contact you before the next period, and nothing is invoiced until then.'
          : `It starts with the next period, after ${formatOrdinalDate(subscription.periodEnd)}, and is invoiced then; the current period stays as paid.`,
      confirmLabel: 'Change plan',
      action: () => changePlan({ variables: { input: { plan: plan.id } } }),
      success: `${plan.name} starts with the next period`,
    });

  return (
    <Stack gap="4">
      <Text>
        Current plan: <strong>{subscription.planName}</strong> at {planPrice(subscription.pricePaise)}, billed monthly.
      </Text>
      {subscription.nextPlan && nextStart && (
        <Text role="status">
          Changes to {subscription.plans.find((plan) => plan.id === subscription.nextPlan)?.name} from{' '}
          {formatOrdinalDate(nextStart)}.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="ul" listStyleType="none" aria-label="Plans">
        {subscription.plans.map((plan) => {
          const current = plan.id === subscription.plan;
          const next = plan.id === subscription.nextPlan;
          return (
            <Card.Root
              as="li"
              key={plan.id}
              borderColor={current ? 'primary.solid' : undefined}
              borderWidth={current ? '2px' : '1px'}
            >
              <Card.Body gap="3">
                <Heading as="h2" size="md">
                  {plan.name}
                </Heading>
                {current && (
                  <Badge colorPalette="green" width="fit-content">
                    Current plan
                  </Badge>
                )}
                {next && (
                  <Badge colorPalette="blue" width="fit-content">
                    From the next period
                  </Badge>
                )}
                <Text fontWeight="semibold">{planPrice(plan.pricePaise)}</Text>
              </Card.Body>
              <Card.Footer>
                {!current && !next && (
                  <Button
                    variant="outline"
                    onClick={() => void choose(plan)}
                    aria-label={`Change plan to ${plan.name}`}
                  >
                    Change plan
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
