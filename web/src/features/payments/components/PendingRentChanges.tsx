import { Button, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTablePager } from '@/components/DataTable/DataTablePager';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import { rentChangeDecided } from '@/domain/money/cacheEvents';
import type { RentChangeItemFragment } from '@/gql/graphql';
import { DecideRentChangeDocument, PendingRentChangesDocument } from '@/features/payments/graphql/UpdateRent.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { Money, RENT_CHANGE_LABELS } from '@hostel-admin/rules';

/** "One-time discount of Rs. 1,000 from 5th Dec, 2026"; a new first day of billing: "Bill rent from 20th Nov, 2026". */
function describe(change: RentChangeItemFragment) {
  const date = formatOrdinalDate(change.effectiveDate);
  if (change.kind === 'bill_from') return `${RENT_CHANGE_LABELS.bill_from} ${date}`;
  const amount =
    change.amountPaise === null || change.amountPaise === undefined ? '' : ` of ${Money.format(change.amountPaise)}`;
  return `${RENT_CHANGE_LABELS[change.kind]}${amount} from ${date}`;
}

/** What approving does, in words. */
const approveText = (change: RentChangeItemFragment) =>
  change.kind === 'bill_from'
    ? 'Rent billed for periods before that day is taken back, and rent is billed from that day.'
    : 'It applies to the periods it names.';

/**
 * Rent changes a warden proposed that lower what residents owe (on Update Rent, or a new "Bill rent from" in Edit
 * Student Details that takes billed rent back): an admin approves or rejects each.
 */
export function PendingRentChanges() {
  const [page, setPage] = useState(1);
  const canDecide = useCan('rent_approve');
  const confirm = useConfirm();
  const { data, previousData, loading, error, refetch } = useQuery(PendingRentChangesDocument, { variables: { page } });
  const [decide] = useMutation(DecideRentChangeDocument);
  const list = (data ?? previousData)?.rentChanges;
  if (!list || list.totalCount === 0)
    return error ? <LoadError what="the rent changes" error={error} onRetry={refetch} /> : null;

  const ask = (change: RentChangeItemFragment, approve: boolean) =>
    confirm({
      title: approve ? 'Approve rent change' : 'Reject rent change',
      target: `${describe(change)} for ${change.student.name}`,
      description: approve ? approveText(change) : 'Nothing changes for the resident.',
      confirmLabel: approve ? 'Approve' : 'Reject',
      destructive: !approve,
      action: () =>
        decide({
          variables: { input: { id: change.id, approve } },
          update: (cache) => rentChangeDecided(cache, change.student.id),
        }),
      success: approve ? 'Rent change approved' : 'Rent change rejected',
    });

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Waiting for approval
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <List.Root variant="plain" gap="3" aria-label="Rent changes waiting for approval">
            {list.items.map((change) => (
              <List.Item key={change.id}>
                <HStack justify="space-between" wrap="wrap" gap="2" width="full">
                  <Stack gap="0">
                    <Link asChild color="primary.fg" fontWeight="medium" minHeight="11">
                      <RouterLink to={paths.student(change.student.id)}>{change.student.name}</RouterLink>
                    </Link>
                    <Text>{describe(change)}</Text>
                    {change.comment && (
                      <Text textStyle="sm" color="fg.muted">
                        {change.comment}
                      </Text>
                    )}
                  </Stack>
                  {canDecide ? (
                    <HStack gap="2">
                      <Button
                        variant="outline"
                        onClick={() => void ask(change, false)}
                        aria-label={`Reject for ${change.student.name}`}
                      >
                        Reject
                      </Button>
                      <Button onClick={() => void ask(change, true)} aria-label={`Approve for ${change.student.name}`}>
                        Approve
                      </Button>
                    </HStack>
                  ) : (
                    <Text color="fg.muted">Waits for an admin</Text>
                  )}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
          <DataTablePager
            page={page}
            pageSize={8}
            totalCount={list.totalCount}
            pageSizes={[8]}
            disabled={loading}
            onPageChange={setPage}
            onPageSizeChange={() => undefined}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
