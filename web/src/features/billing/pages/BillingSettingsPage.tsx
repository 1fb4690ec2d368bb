import { Card, DataList, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import type { HostelSubscriptionFieldsFragment } from '@/gql/graphql';
import { BillingSubscriptionDocument } from '@/features/billing/graphql/Billing.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { BillingHistory } from '../components/BillingHistory';
import { SubscriptionSettings } from '../components/SubscriptionSettings';
import { planPrice } from '@hostel-admin/rules';
import { useUrlParams } from '@/lib/useUrlParams';

const TABS = ['settings', 'history', 'details'] as const;
type BillingTab = (typeof TABS)[number];

function SubscriptionDetails({ subscription }: { subscription: HostelSubscriptionFieldsFragment }) {
  const { user } = useSession();
  const next = subscription.plans.find((plan) => plan.id === subscription.nextPlan);
  const items = [
    { label: 'Hostel', value: user?.hostel_name ?? '-' },
    { label: 'Plan', value: subscription.planName },
    { label: 'Price', value: planPrice(subscription.pricePaise) },
    { label: 'Billing', value: 'Monthly, invoiced at the start of each period' },
    {
      label: 'Current period',
      value: `${formatOrdinalDate(subscription.periodStart)} to ${formatOrdinalDate(subscription.periodEnd)}`,
    },
    {
      label: 'Next period',
      value:
        next && subscription.nextPlanFrom
          ? `${next.name} from ${formatOrdinalDate(subscription.nextPlanFrom)}`
          : `${subscription.planName}, unchanged`,
    },
  ];
  return (
    <DataList.Root orientation="horizontal" gap="3" aria-label="Subscription Details">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Billing Settings: Subscription Settings (the default tab), Billing History and Subscription Details. */
export function BillingSettingsPage() {
  const canManage = useCan('subscription_manage');
  const [params, updateParams] = useUrlParams();
  const asked = params.get('tab') as BillingTab | null;
  const tab: BillingTab = asked && TABS.includes(asked) ? asked : 'settings';
  const { data, loading, error, refetch } = useQuery(BillingSubscriptionDocument, { skip: !canManage });
  const subscription = data?.subscription;

  return (
    <Stack gap="6">
      <PageHeader title="Billing Settings" />
      {!canManage ? (
        <Text>Only an admin of the hostel manages its subscription.</Text>
      ) : (
        <Card.Root>
          <Card.Body>
            <Tabs.Root
              value={tab}
              onValueChange={({ value }) =>
                updateParams({ tab: value === 'settings' ? null : value }, { replace: true })
              }
              colorPalette="primary"
            >
              <Tabs.List flexWrap="wrap">
                <Tabs.Trigger value="settings" minHeight="11">
                  Subscription Settings
                </Tabs.Trigger>
                <Tabs.Trigger value="history" minHeight="11">
                  Billing History
                </Tabs.Trigger>
                <Tabs.Trigger value="details" minHeight="11">
                  Subscription Details
                </Tabs.Trigger>
              </Tabs.List>
              {error && <LoadError what="the subscription" error={error} onRetry={refetch} />}
              {loading && !subscription && <PageSkeleton label="Loading the subscription" withHeader={false} />}
              <Tabs.Content value="settings">
                {subscription && <SubscriptionSettings subscription={subscription} />}
              </Tabs.Content>
              <Tabs.Content value="history">{tab === 'history' && <BillingHistory />}</Tabs.Content>
              <Tabs.Content value="details">
                {subscription && <SubscriptionDetails subscription={subscription} />}
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
