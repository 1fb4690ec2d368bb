import type { SelectOption } from '@/components/SelectInput';

/** A select's options from a labels map (the rules package's `PAYMENT_METHOD_LABELS`, …), in its order. */
export function optionsOf<T extends string>(labels: Record<T, string>): SelectOption<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}
