import { Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { paymentMakerCheckerOptions } from '@/domain/money/labels';
import { HostelSettingsDocument, SetPaymentMakerCheckerDocument, type PaymentMakerChecker } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';

/**
 * Hostel settings an admin changes: Payment verification (maker-checker on UPI, bank transfer and card payments).
 * Saved with Save; the server logs the change in the activity log.
 */
export function HostelSettings() {
  const { data, loading, error, refetch } = useQuery(HostelSettingsDocument);
  const [save, { loading: saving }] = useMutation(SetPaymentMakerCheckerDocument);
  const [chosen, setChosen] = useState<PaymentMakerChecker | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (error) return <LoadError what="the hostel settings" error={error} onRetry={refetch} />;
  if (loading && !data) return <PageSpinner label="Loading the hostel settings" />;
  if (!data) return null;
  const { hostel } = data;
  const value = chosen ?? hostel.paymentMakerChecker;
  const changed = value !== hostel.paymentMakerChecker;

  const submit = async () => {
    setProblem(null);
    try {
      await save({ variables: { setting: value } });
      setChosen(null);
      notify('success', 'Payment verification saved');
    } catch (failure) {
      setProblem(explainGraphqlError(failure).summary);
    }
  };

  return (
    <Stack
      as="form"
      aria-label="Hostel settings"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Payment verification</Fieldset.Legend>
        <Fieldset.HelperText>
          Who checks a UPI, bank transfer or card payment against the bank before it counts as collected.
        </Fieldset.HelperText>
        <RadioGroup.Root
          value={value}
          onValueChange={(details) => setChosen(details.value as PaymentMakerChecker)}
          colorPalette="primary"
          disabled={saving}
          aria-label="Payment verification"
        >
          <Stack gap="3" marginTop="2">
            {paymentMakerCheckerOptions.map((option) => (
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
      <Text role="status" textStyle="sm">
        {hostel.makerCheckerEnforced
          ? 'Now: nobody verifies a payment they recorded; another admin does.'
          : 'Now: the admin who recorded a payment may verify it; the activity log notes it.'}
      </Text>
      <ErrorAlert message={problem} title="Payment verification was not saved" />
      <Button type="submit" colorPalette="primary" width="fit-content" loading={saving} disabled={!changed}>
        Save
      </Button>
    </Stack>
  );
}
