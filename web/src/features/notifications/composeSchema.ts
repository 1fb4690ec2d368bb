import { byRule, optionalText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import {
  isTimeOfDay,
  NOTIFICATION_DEFAULT_TIME,
  notificationDescriptionProblem,
  notificationMessages,
  notificationTitleProblem,
  sendDateProblem,
} from '@hostel-admin/rules';

/** The compose form: Title and Description ("Required!" for Send, Add to List and Schedule), as the API names them. */
export const composeSchema = z.object({
  title: byRule(notificationTitleProblem),
  description: byRule(notificationDescriptionProblem),
  sendOn: optionalText(),
  sendTime: optionalText(),
});

export type ComposeValues = z.input<typeof composeSchema>;
export type ComposeOutput = z.output<typeof composeSchema>;

export const emptyCompose = (): ComposeValues => ({
  title: '',
  description: '',
  sendOn: '',
  sendTime: NOTIFICATION_DEFAULT_TIME,
});

/** What is wrong with the chosen date and time (today onwards, a time later than now in India), by field. */
export function scheduleProblems(values: ComposeOutput, today: string, now: Date): Record<string, string> {
  const dateProblem = sendDateProblem(values.sendOn ?? '', today);
  if (dateProblem) return { sendOn: dateProblem };
  const time = values.sendTime ?? NOTIFICATION_DEFAULT_TIME;
  if (!isTimeOfDay(time)) return { sendTime: notificationMessages.timeInvalid };
  if (new Date(`${values.sendOn}T${time}:00.000+05:30`).getTime() <= now.getTime())
    return { sendTime: notificationMessages.timePast };
  return {};
}
