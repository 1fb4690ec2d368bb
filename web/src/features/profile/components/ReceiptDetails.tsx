import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormPhoneField } from '@/components/form/FormPhoneField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import {
  HostelReceiptDetailsDocument,
  SetHostelDetailsDocument,
} from '@/features/profile/graphql/ReceiptDetails.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import type { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import { receiptDetailsSchema, receiptDetailsValues } from '../receiptDetailsSchema';

type Hostel = { phone?: string | null; gstin?: string | null; pan?: string | null };

/** Hostel settings, Receipt details: the phone, GSTIN and PAN printed on every receipt, each optional. */
export function ReceiptDetails() {
  const { data, loading, error, refetch } = useQuery(HostelReceiptDetailsDocument);
  if (error) return <LoadError what="the receipt details" error={error} onRetry={refetch} />;
  if (loading && !data) return <PageSpinner label="Loading the receipt details" />;
  if (!data) return null;
  return <ReceiptDetailsForm hostel={data.hostel} />;
}

function ReceiptDetailsForm({ hostel }: { hostel: Hostel }) {
  const form = useSchemaForm(receiptDetailsSchema(), { defaultValues: receiptDetailsValues(hostel) });
  const [save] = useMutation(SetHostelDetailsDocument);
  const changed = form.formState.isDirty;

  const handleSave = async (input: z.output<ReturnType<typeof receiptDetailsSchema>>) => {
    const { data } = await save({ variables: { input } });
    if (data) form.reset(receiptDetailsValues(data.setHostelDetails));
    notify('success', 'Receipt details saved');
  };

  return (
    <Stack asChild gap="4">
      <Form form={form} onSubmit={form.submit(handleSave)} aria-label="Receipt details">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Receipt details
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Printed on every receipt under the hostel&apos;s name and address. Leave a field empty to leave it off.
          </Text>
        </Stack>
        <FormAlert />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormPhoneField name="phone" label="Phone" />
          <FormTextField name="gstin" label="GSTIN" helperText="15 characters, e.g. 29AAKCS1234M1Z5" />
          <FormTextField name="pan" label="PAN" helperText="Printed when there is no GSTIN: AAAAA9999A" />
        </SimpleGrid>
        <FormSubmit width="fit-content" disabled={!changed}>
          Save receipt details
        </FormSubmit>
      </Form>
    </Stack>
  );
}
