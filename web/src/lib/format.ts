/**
 * Dates, digits and initials as screens write them. Money is written by `Money` from @hostel-admin/rules (one
 * format on every screen and document: "Rs. 9,000", "Rs. 9,000.50").
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** "2024-03-05" → "5th Mar, 2024" (the spec's day-ordinal Mon, year). Empty for a non-date. */
export function formatOrdinalDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date || date.month < 1 || date.month > 12) return '';
  return `${ordinal(date.day)} ${months[date.month - 1]}, ${date.year}`;
}

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India as YYYY-MM-DD, the calendar the hostel's dates are kept in. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant as India's clock reads it: "26 Nov 2026, 4:05 pm". Empty for a non-date. */
export function formatDateTimeInIndia(instant: string | Date): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = Object.fromEntries(
    indiaDateTime.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/** Digits only: "+91 98765-43210" → "919876543210". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Up to two initials for an avatar: "Asha Verma" → "AV", "ravi" → "R". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
