import { getMetadataStorage } from 'class-validator';

interface RuleMetadata {
  propertyName: string;
  name?: string;
  type: string;
  constraints?: unknown[];
}

/**
 * Each numeric argument's own edges (Int, Float and Money inputs alike), read from the validation rules the server
 * declares: for a rule with bounds [least, most] (WholeNumber, IsId, a money or day-count Rule, Min/Max), the values
 * 0, least − 1, least, most and most + 1; for IsIn, its values and one beside them. Keyed by the input field's name, so every operation with an
 * `amountPaise` gets the amount's edges. Read once the server's classes are loaded (after the app starts).
 */
export function numericEdges(): Map<string, number[]> {
  // class-validator keeps every rule by its class; the map is not part of its typed API.
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, RuleMetadata[]> };
  const edges = new Map<string, Set<number>>();
  const add = (property: string, ...values: number[]) => {
    const set = edges.get(property) ?? new Set<number>([0]);
    for (const value of values) if (Number.isFinite(value)) set.add(value);
    edges.set(property, set);
  };
  for (const rules of storage.validationMetadatas.values())
    for (const rule of rules) {
      const c = rule.constraints ?? [];
      const numbers = c.every((value) => typeof value === 'number');
      if (numbers && c.length === 2) {
        const [least, most] = c as [number, number];
        add(rule.propertyName, least - 1, least, most, most + 1);
      } else if (numbers && c.length === 1 && (rule.name === 'min' || rule.name === 'max')) {
        const [bound] = c as [number];
        add(rule.propertyName, bound - 1, bound, bound + 1);
      } else if (rule.name === 'isIn' && Array.isArray(c[0]) && c[0].every((value) => typeof value === 'number')) {
        const values = c[0] as number[];
        add(rule.propertyName, ...values, Math.max(...values) + 1, Math.min(...values) - 1);
      }
    }
  return new Map([...edges].map(([property, set]) => [property, [...set].sort((a, b) => a - b)]));
}
