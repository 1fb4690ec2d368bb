import { moveOutDateProblem } from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';

/** Extend stay: a new move-out date after today and after the present one (`moveOutDateProblem`, as the server). */
export function extendStaySchema(moveOutDate: string, today: string = todayInIndia()) {
  return z.object({
    moveOutDate: z
      .string()
      .min(1, 'New move-out date is required.')
      .superRefine((date, context) => {
        const problem = moveOutDateProblem(date, moveOutDate, today);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}
