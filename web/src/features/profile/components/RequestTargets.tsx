import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  REQUEST_TARGET_HOURS_MAX,
  REQUEST_TARGET_HOURS_MIN,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  requestMessages,
  type RequestType,
} from '@hostel-admin/rules';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { requestsChanged } from '@/domain/requests/cacheEvents';
import { RequestTargetsDocument, SetRequestTargetsDocument } from '@/features/profile/graphql/RequestTargets.generated';
import { wholeNumberIn } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';

const hours = () =>
  wholeNumberIn(REQUEST_TARGET_HOURS_MIN, REQUEST_TARGET_HOURS_MAX, {
    required: requestMessages.targetHours,
    outOfRange: requestMessages.targetHours,
  });
/** Named as setRequestTargets' input. */
const targetsSchema = z.object({ service: hours(), bed_room: hours(), food: hours(), others: hours() });
type Targets = readonly { type: RequestType; hours: number }[];
const valuesOf = (targets: Targets) =>
  Object.fromEntries(
    REQUEST_TYPES.map((type) => [type, String(targets.find((t) => t.type === type)?.hours ?? '')]),
  ) as Record<RequestType, string>;

/** Hostel settings, Request targets: the hours a request of each type may stay open before it is overdue. */
export function RequestTargets() {
  const { data, loading, error, refetch } = useQuery(RequestTargetsDocument);
  if (error) return <LoadError what="the request targets" error={error} onRetry={refetch} />;
  if (loading && !data) return <PageSpinner label="Loading the request targets" />;
  if (!data) return null;
  return <RequestTargetsForm targets={data.requestTargets} />;
}

function RequestTargetsForm({ targets }: { targets: Targets }) {
  const form = useSchemaForm(targetsSchema, { defaultValues: valuesOf(targets) });
  const [save] = useMutation(SetRequestTargetsDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: RequestTargetsDocument, data: { requestTargets: data.setRequestTargets } });
      requestsChanged(cache);
    },
  });

  const handleSave = async (input: z.output<typeof targetsSchema>) => {
    const { data } = await save({ variables: { input } });
    if (data) form.reset(valuesOf(data.setRequestTargets));
    notify('success', 'Request targets saved');
  };

  return (
    <Stack asChild gap="4">
      <Form form={form} onSubmit={form.submit(handleSave)} aria-label="Request targets">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Request targets
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Hours a request may stay open before it is overdue: the bell says so and Requests marks it.
          </Text>
        </Stack>
        <FormAlert />
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
          {REQUEST_TYPES.map((type) => (
            <FormTextField key={type} name={type} label={`${REQUEST_TYPE_LABELS[type]} (hours)`} inputMode="numeric" />
          ))}
        </SimpleGrid>
        {/* Always enabled: the same hours again change nothing on the server. */}
        <FormSubmit width="fit-content">Save request targets</FormSubmit>
      </Form>
    </Stack>
  );
}
