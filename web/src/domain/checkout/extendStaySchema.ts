import { readableDate } from '@hostel-admin/rules';
import { todayInIndia } from '@/lib/format';
import { z } from '@/lib/form/zod';

/** Extend stay: a new move-out date after today and after the present one (as the server checks). */
export function extendStaySchema(moveOutDate: string, today: string = todayInIndia()) {
  return z.object({
    moveOutDate: z
      .string()
      .min(1, 'New move-out date is required.')
      .refine((date) => date > today, 'New move-out date must be after today.')
      .refine(
        (date) => date > moveOutDate,
        `New move-out date must be after the present one, ${readableDate(moveOutDate)}.`,
      ),
  });
}
