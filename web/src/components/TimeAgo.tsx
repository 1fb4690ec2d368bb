import { timeAgo } from '@hostel-admin/rules';
import { formatDateTimeInIndia } from '@/lib/format';

export type TimeAgoProps = { at: string | Date; now?: Date };

/** When something happened as a feed says it ("5 min ago"), the exact time in India on hover. */
export function TimeAgo({ at, now = new Date() }: TimeAgoProps) {
  const instant = new Date(at);
  return (
    <time dateTime={instant.toISOString()} title={formatDateTimeInIndia(instant)}>
      {timeAgo(instant, now)}
    </time>
  );
}
