import { Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { LastPeriodRuleDocument, SetLastPeriodRuleDocument, type LastPeriodRule } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';

export const lastPeriodRuleOptions: { value: LastPeriodRule; label: string; help: string }[] = [
  {
    value: 'full',
    label: 'Full period',
    help: 'The month the stay ends in is charged in full (a stay ending 26 Dec with rent from the 6th pays 6 Dec – 5 Jan).',
  },
  {
    value: 'pro_rata',
    label: 'Days stayed (pro rata)',
    help: 'Only the days stayed are charged, the move-out day not counted (6 to 25 Dec: 20 of 31 days).',
  },
];

/**
 * Last rent period: how the rent period a stay ends in is charged, in full or for the days stayed. Saved with Save;
 * the server logs the change. Rent already billed stays as it was.
 */
export function LastPeriodSetting() {
  const { data, loading, error, refetch } = useQuery(LastPeriodRuleDocument);
  const [save, { loading: saving }] = useMutation(SetLastPeriodRuleDocument);
  const [chosen, setChosen] = useState<LastPeriodRule | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (error) return <LoadError what="the rent setting" error={error} onRetry={refetch} />;
  if (loading && !data) return <PageSpinner label="Loading the rent setting" />;
  if (!data) return null;
  const value = chosen ?? data.hostel.lastPeriodRule;
  const changed = value !== data.hostel.lastPeriodRule;

  const submit = async () => {
    setProblem(null);
    try {
      await save({ variables: { rule: value } });
      setChosen(null);
      notify('success', 'Last rent period saved');
    } catch (failure) {
      setProblem(explainGraphqlError(failure).summary);
    }
  };

  return (
    <Stack
      as="form"
      aria-label="Last rent period"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Last rent period of a stay</Fieldset.Legend>
        <Fieldset.HelperText>
          How the rent period the move-out date falls in is charged at the checkout settlement.
        </Fieldset.HelperText>
        <RadioGroup.Root
          value={value}
          onValueChange={(details) => setChosen(details.value as LastPeriodRule)}
          colorPalette="primary"
          disabled={saving}
          aria-label="Last rent period of a stay"
        >
          <Stack gap="3" marginTop="2">
            {lastPeriodRuleOptions.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {option.label}
                  <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
                    {option.help}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Text textStyle="sm" color="fg.muted">
        Rent already billed stays as it was; the rule applies to what is billed and settled from now on.
      </Text>
      <ErrorAlert message={problem} title="The last rent period was not saved" />
      <Button type="submit" colorPalette="primary" width="fit-content" loading={saving} disabled={!changed}>
        Save
      </Button>
    </Stack>
  );
}
