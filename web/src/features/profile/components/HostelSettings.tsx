import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { paymentMakerCheckerOptions } from '@/domain/money/labels';
import type { LastPeriodRule } from '@/gql/graphql';
import {
  HostelSettingsDocument,
  SetLastPeriodRuleDocument,
  SetPaymentMakerCheckerDocument,
} from '@/features/profile/graphql/HostelSettings.generated';
import { ChoiceSetting, type ChoiceOption } from './ChoiceSetting';
import { LAST_PERIOD_RULE_OPTIONS, LAST_PERIOD_RULES } from '@hostel-admin/rules';

export const lastPeriodRuleOptions: readonly ChoiceOption<LastPeriodRule>[] = LAST_PERIOD_RULES.map((value) => ({
  value,
  ...LAST_PERIOD_RULE_OPTIONS[value],
}));

/**
 * The hostel's rules an admin chooses, read in one query: Payment verification (maker-checker on UPI, bank
 * transfer and card payments) and the last rent period of a stay (full or pro rata). Each saves on its own; the
 * server logs every change in the activity log.
 */
export function HostelSettings() {
  const { data, loading, error, refetch } = useQuery(HostelSettingsDocument);
  const [setMakerChecker] = useMutation(SetPaymentMakerCheckerDocument);
  const [setLastPeriodRule] = useMutation(SetLastPeriodRuleDocument);

  if (error) return <LoadError what="the hostel settings" error={error} onRetry={refetch} />;
  if (loading && !data) return <PageSpinner label="Loading the hostel settings" />;
  if (!data) return null;
  const { hostel } = data;

  return (
    <Stack gap="8">
      <ChoiceSetting
        name="Payment verification"
        helper="Who checks a UPI, bank transfer or card payment against the bank before it counts as collected."
        options={paymentMakerCheckerOptions}
        saved={hostel.paymentMakerChecker}
        save={(setting) => setMakerChecker({ variables: { input: { setting } } })}
        note={
          <Text role="status" textStyle="sm">
            {hostel.makerCheckerEnforced
              ? 'Now: nobody verifies a payment they recorded; another admin does.'
              : 'Now: the admin who recorded a payment may verify it; the activity log notes it.'}
          </Text>
        }
      />
      <ChoiceSetting
        name="Last rent period"
        legend="Last rent period of a stay"
        helper="How the rent period the move-out date falls in is charged at the checkout settlement."
        options={lastPeriodRuleOptions}
        saved={hostel.lastPeriodRule}
        save={(rule) => setLastPeriodRule({ variables: { input: { rule } } })}
        note={
          <Text textStyle="sm" color="fg.muted">
            Rent already billed stays as it was; the rule applies to what is billed and settled from now on.
          </Text>
        }
      />
    </Stack>
  );
}
