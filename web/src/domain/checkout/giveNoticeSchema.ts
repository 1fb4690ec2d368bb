import { addDays, noticeDateProblem } from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';

/** The move-out date a notice leads to: the notice date plus the notice period in days. */
export function moveOutDate(noticeDate: string, noticePeriodDays: number): string {
  return addDays(noticeDate, noticePeriodDays);
}

/** Give notice: the date, not later than today nor more than a year back (`noticeDateProblem`, as the server). */
export function giveNoticeSchema(today: string = todayInIndia()) {
  return z.object({
    noticeDate: z
      .string()
      .min(1, 'Notice date is required.')
      .superRefine((date, context) => {
        const problem = noticeDateProblem(date, today);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}
