const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** Money travels as integer paise; people read rupees: 900000 → "₹9,000.00". */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

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

/** Digits only: "+91 98765-43210" → "919876543210". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

const RUPEE_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A rupee amount typed into a form ("9000", "9000.5") → integer paise; null when it is not one. */
export function rupeesToPaise(text: string): number | null {
  const value = text.trim();
  if (!RUPEE_AMOUNT.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** Paise → the rupee text a form field starts with: 900000 → "9000", 12345 → "123.45". */
export function paiseToRupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** The spec's deposit style: 900000 paise → "Rs. 9000/-" (paise shown only when there are any). */
export function formatRsAmount(paise: number): string {
  const rupees = paise / 100;
  return `Rs. ${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}/-`;
}

/** Up to two initials for an avatar: "Asha Verma" → "AV", "ravi" → "R". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
