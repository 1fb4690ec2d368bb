import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { RequestTextField, RequestTypeField } from '@/domain/requests/RequestFields';
import { RequestHistoryButton, RequestHistoryList } from '@/domain/requests/RequestHistory';
import type { RequestType, RequestItem_RequestFragment, ResidentPageQuery } from '@/gql/graphql';
import { RaiseMyRequestDocument, ResidentPageDocument } from '@/features/resident/Residence.generated';
import { formatDateTimeInIndia } from '@/lib/format';
import { byRule, choice } from '@/lib/form/rules';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_LABELS,
  requestMessages,
  requestTextProblem,
  requestTimeLeft,
} from '@hostel-admin/rules';

const STATUS_COLORS: Record<RequestItem_RequestFragment['status'], string> = {
  pending: 'orange',
  working: 'blue',
  complete: 'green',
};

/** Named as raiseMyRequest's input. */
const raiseSchema = z.object({
  type: choice<RequestType>(requestMessages.typeRequired),
  text: byRule(requestTextProblem),
});

/** Raise a request: the type and what they ask for; mounted open while raising. */
function RaiseRequestDialog({ onClose }: { onClose: () => void }) {
  // One key per opening of the form: a double tap or a retry on a slow link raises one request.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useSchemaForm(raiseSchema, { defaultValues: { type: '', text: '' } });
  const [raise] = useMutation(RaiseMyRequestDocument, { refetchQueries: [ResidentPageDocument] });
  const handleSubmit = async (values: z.output<typeof raiseSchema>) => {
    await raise({ variables: { input: { ...values, idempotencyKey } } });
    onClose();
    notify('success', `${REQUEST_TYPE_LABELS[values.type]} request sent to the hostel`);
  };
  return (
    <FormDialog
      title="Raise a request"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Send request"
    >
      <RequestTypeField />
      <RequestTextField />
    </FormDialog>
  );
}

/** The resident's own requests with their status, time and History, and Raise a request. */
export function ResidentRequests({ requests }: { requests: ResidentPageQuery['myResidence']['requests'] }) {
  const [raising, setRaising] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="resident-requests">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="resident-requests">
            My requests
          </Heading>
          <Button colorPalette="primary" minHeight="11" aria-haspopup="dialog" onClick={() => setRaising(true)}>
            Raise a request
          </Button>
        </HStack>
        {requests.length === 0 ? (
          <Text color="fg.muted">No requests yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label="My requests">
            {requests.map((r) => (
              <List.Item key={r.id} borderBottomWidth="1px" paddingY="2">
                <Stack gap="1" width="full" minWidth="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{REQUEST_TYPE_LABELS[r.type]}</Text>
                    <Badge colorPalette={STATUS_COLORS[r.status]}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
                  </HStack>
                  <Text overflowWrap="anywhere">{r.text}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    Raised {formatDateTimeInIndia(String(r.raisedAt))}
                    {r.minutesLeft !== null && r.minutesLeft !== undefined && ` · ${requestTimeLeft(r.minutesLeft)}`}
                  </Text>
                  <HStack>
                    <RequestHistoryButton
                      request={r}
                      label={`History of your ${REQUEST_TYPE_LABELS[r.type].toLowerCase()} request raised ${formatDateTimeInIndia(String(r.raisedAt))}`}
                    >
                      <RequestHistoryList raisedAt={r.raisedAt} history={r.history} />
                    </RequestHistoryButton>
                  </HStack>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
      {raising && <RaiseRequestDialog onClose={() => setRaising(false)} />}
    </Card.Root>
  );
}
