const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as messages, receipts and CSVs write rupees, with Indian digit grouping: 123456789 → "Rs. 12,34,567.89". */
export function formatRs(paise: number): string {
  return `Rs. ${rupees.format(paise / 100)}`;
}
