import { Money } from '@hostel-admin/rules';

/** One resident's charge, as a sentence names it. */
export type ChargeLine = { name: string; amountPaise: number };

/** How many residents a toast names before "and N more". */
export const TOAST_NAMES_MAX = 5;

export const residentsText = (count: number) => (count === 1 ? '1 resident' : `${count} residents`);

export const totalOf = (lines: readonly ChargeLine[]) => lines.reduce((sum, line) => sum + line.amountPaise, 0);

/** "Asha Rao Rs. 450, Ravi Kumar Rs. 450.50": every line, or the first `max` and "and 3 more". */
export function linesText(lines: readonly ChargeLine[], max = Infinity): string {
  const shown = lines.slice(0, max).map((line) => `${line.name} ${Money.format(line.amountPaise)}`);
  const more = lines.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** "Charge 3 residents Rs. 1,350 in all: Asha Rao Rs. 450, …": what Add Charge asks before it charges. */
export const chargeQuestion = (lines: readonly ChargeLine[]) =>
  `Charge ${residentsText(lines.length)} ${Money.format(totalOf(lines))} in all: ${linesText(lines)}`;
