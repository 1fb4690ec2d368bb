/**
 * Money travels and is kept as integer paise; people read and type rupees. One way of writing an amount on every
 * screen, receipt, statement, CSV header and message: "Rs." and the rupees with Indian digit grouping (lakh,
 * crore), paise only when there are any: 900000 → "Rs. 9,000", 900050 → "Rs. 9,000.50", -50000 → "-Rs. 500".
 * The spec writes amounts this way ("Rs. 200 per month", "Deposit Rs. 9000"), and PDF documents can print it
 * with their standard fonts (which have no ₹). Worked on the integer, not a float, so amounts past 2^31 paise
 * stay exact to the paisa.
 */

/** Indian digit grouping of a whole number's digits: "245000" → "2,45,000", "250000000" → "25,00,00,000". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** A whole number as bounds and counts are said: 1000000 → "10,00,000". */
export function indianNumber(value: number): string {
  return `${value < 0 ? '-' : ''}${groupIndian(String(Math.abs(Math.trunc(value))))}`;
}

/** Paise → sign, whole rupees and the two paise digits: -12345678 → ["-", "123456", "78"]. */
function parts(paise: number): [sign: string, rupees: string, paise: string] {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rest = abs % 100;
  return [whole < 0 ? '-' : '', String((abs - rest) / 100), String(rest).padStart(2, '0')];
}

/**
 * Rupees as typed: digits, either ungrouped ("475000") or grouped with commas the Indian way ("4,75,000") or the
 * Western way ("475,000"), then up to two decimals. A comma elsewhere ("4,75", a decimal comma) is refused.
 */
const RUPEES_TYPED = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/;

export const Money = {
  /** The one display format: 900000 → "Rs. 9,000", 900050 → "Rs. 9,000.50", -50000 → "-Rs. 500". */
  format(paise: number): string {
    const [sign, rupees, rest] = parts(paise);
    return `${sign}Rs. ${groupIndian(rupees)}${rest === '00' ? '' : `.${rest}`}`;
  },

  /** Plain rupees with two decimals and no grouping, for spreadsheets (CSV): 600000 → "6000.00". */
  plain(paise: number): string {
    const [sign, rupees, rest] = parts(paise);
    return `${sign}${rupees}.${rest}`;
  },

  /** Whole rupees (the legacy REST API's rent) → paise. */
  fromRupees(rupees: number): number {
    return Math.round(rupees * 100);
  },

  /** Rupees typed into a form ("9000", "9,000.5", "47,50,000") → integer paise; null when it is not an amount. */
  parseRupees(text: string): number | null {
    const match = RUPEES_TYPED.exec(text.trim());
    if (!match) return null;
    return Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  },

  /** Paise → the rupees a form field starts with: 900000 → "9000", 12345 → "123.45". */
  toRupeesInput(paise: number): string {
    const [sign, rupees, rest] = parts(paise);
    return `${sign}${rupees}${rest === '00' ? '' : `.${rest}`}`;
  },
} as const;
