/**
 * Money on screen: one way of writing it. Amounts travel as integer paise and are shown in rupees with Indian
 * digit grouping (lakh, crore): `formatPaise` → "₹2,45,000.00" wherever an amount is read, `formatRsAmount` →
 * "Rs. 1,50,000/-" where the spec writes that label (deposits), `formatRs` → "Rs. 200" inside a sentence.
 * Worked on the integer, not a float, so amounts past 2^31 paise stay exact to the paisa. (A CSV writes plain
 * numbers, "6000.00", for spreadsheets: that is the server's.)
 */

/** Indian digit grouping of a whole number's digits: "245000" → "2,45,000", "250000000" → "25,00,00,000". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Paise → sign, grouped rupees and the two paise digits: -12345678 → ["-", "1,23,456", "78"]. */
function rupeeParts(paise: number): [sign: string, rupees: string, paise: string] {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rest = abs % 100;
  return [whole < 0 ? '-' : '', groupIndian(String((abs - rest) / 100)), String(rest).padStart(2, '0')];
}

/** Money travels as integer paise; people read rupees: 900000 → "₹9,000.00", 24500000 → "₹2,45,000.00". */
export function formatPaise(paise: number): string {
  const [sign, rupees, rest] = rupeeParts(paise);
  return `${sign}₹${rupees}.${rest}`;
}

/** Rupees in a sentence, paise only when there are any: 20000 → "Rs. 200", 900050 → "Rs. 9,000.50". */
export function formatRs(paise: number): string {
  const [sign, rupees, rest] = rupeeParts(paise);
  return `${sign}Rs. ${rupees}${rest === '00' ? '' : `.${rest}`}`;
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

/**
 * Rupees as typed: digits, either ungrouped ("475000") or grouped with commas the Indian way ("4,75,000") or the
 * Western way ("475,000"), then up to two decimals. A comma elsewhere ("4,75", a decimal comma) is refused.
 */
const RUPEE_AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/;

/** A rupee amount typed into a form ("9000", "9,000.5", "47,50,000") → integer paise; null when it is not one. */
export function rupeesToPaise(text: string): number | null {
  const match = RUPEE_AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise → the rupee text a form field starts with: 900000 → "9000", 12345 → "123.45". */
export function paiseToRupeesInput(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** The spec's deposit label, digits grouped: 900000 paise → "Rs. 9,000/-", 15000000 → "Rs. 1,50,000/-". */
export function formatRsAmount(paise: number): string {
  return `${formatRs(paise)}/-`;
}

/** Up to two initials for an avatar: "Asha Verma" → "AV", "ravi" → "R". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}
