import type { Availability } from '@/gql/graphql';

/** Green for available, the primary colour for partial, red for full. */
export const availabilityPalettes: Record<Availability, string> = {
  available: 'green',
  partially_available: 'primary',
  not_available: 'red',
};

export function acLabel(isAc: boolean): string {
  return isAc ? 'AC Room' : 'Non AC Room';
}
