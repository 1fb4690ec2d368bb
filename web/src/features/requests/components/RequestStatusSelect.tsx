import { NativeSelect } from '@chakra-ui/react';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, requestMessages, type RequestStatus } from '@hostel-admin/rules';
import { useConfirm } from '@/components/ConfirmDialog';
import type { RequestItem_RequestFragment } from '@/gql/graphql';
import { useChangeRequestStatus } from '../hooks/useChangeRequestStatus';

export type RequestStatusSelectProps = { request: RequestItem_RequestFragment };

/**
 * A request's status, to change: choosing one asks the spec's question (Confirm saves it, Cancel leaves the status
 * as it was: the select shows the request's status, which only the saved answer moves).
 */
export function RequestStatusSelect({ request }: RequestStatusSelectProps) {
  const confirm = useConfirm();
  const { changeStatus } = useChangeRequestStatus();

  const handleChange = (status: RequestStatus) =>
    void confirm({
      title: requestMessages.statusQuestion(status),
      target: `${request.studentName}: ${request.text}`,
      confirmLabel: 'Confirm',
      action: () => changeStatus(request.id, status),
      success: `Status changed to ${REQUEST_STATUS_LABELS[status]}`,
    });

  return (
    <NativeSelect.Root size="sm" width="36">
      <NativeSelect.Field
        aria-label={`Status of the request from ${request.studentName}`}
        value={request.status}
        minHeight="11"
        onChange={(event) => handleChange(event.target.value as RequestStatus)}
      >
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {REQUEST_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
