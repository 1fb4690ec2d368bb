import { Transform } from 'class-transformer';

/** Trims text; an optional field sent empty ("" or spaces) counts as not sent. */
export const TrimOrOmit = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** An optional number sent as an empty string counts as not sent. */
export const EmptyAsOmitted = () => Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

/** Aadhaar and PAN are compared without spaces, PAN in capitals. */
export const CompactUpper = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value,
  );
