import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';

const DAY_MS = 86_400_000;

/** The move-out date a notice leads to: the notice date plus the notice period in days. */
export function moveOutDate(noticeDate: string, noticePeriodDays: number): string {
  return new Date(Date.parse(`${noticeDate}T00:00:00Z`) + noticePeriodDays * DAY_MS).toISOString().slice(0, 10);
}

export function giveNoticeSchema(today: string = todayInIndia()) {
  return z.object({
    noticeDate: z
      .string()
      .min(1, 'Notice date is required.')
      .refine((date) => date <= today, 'Notice date cannot be later than today.'),
  });
}
