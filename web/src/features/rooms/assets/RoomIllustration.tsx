import { chakra } from '@chakra-ui/react';
import type { Availability } from '@/gql/graphql';
import { availabilityPalettes } from '../roomLabels';

const descriptions: Record<Availability, string> = {
  available: 'Room with every bed free',
  partially_available: 'Room with some beds free',
  not_available: 'Room with every bed taken',
};

/** How many of the three drawn beds have a sleeper in them. */
const sleepers: Record<Availability, number> = { available: 0, partially_available: 1, not_available: 3 };

type BedGlyphProps = { x: number; taken: boolean };

function BedGlyph({ x, taken }: BedGlyphProps) {
  return (
    <g transform={`translate(${x} 0)`}>
      <rect x="1" y="10" width="4" height="30" rx="1" fill="currentColor" />
      <rect x="5" y="26" width="26" height="8" rx="2" fill="currentColor" opacity="0.35" />
      <rect x="7" y="20" width="8" height="6" rx="2" fill="currentColor" opacity="0.6" />
      <rect x="31" y="20" width="3" height="20" rx="1" fill="currentColor" />
      {taken && (
        <>
          <circle cx="11" cy="16" r="4" fill="currentColor" />
          <rect x="14" y="20" width="17" height="7" rx="3" fill="currentColor" />
        </>
      )}
    </g>
  );
}

export type RoomIllustrationProps = {
  availability: Availability;
};

/** Three beds, empty, partly taken or all taken, in the availability's colour. */
export function RoomIllustration({ availability }: RoomIllustrationProps) {
  const taken = sleepers[availability];
  return (
    <chakra.svg
      role="img"
      aria-label={descriptions[availability]}
      viewBox="0 0 120 44"
      width="full"
      height="16"
      color={`${availabilityPalettes[availability]}.solid`}
      bg={`${availabilityPalettes[availability]}.subtle`}
      borderRadius="l2"
      paddingY="2"
    >
      {[0, 40, 80].map((x, index) => (
        <BedGlyph key={x} x={x + 3} taken={index < taken} />
      ))}
    </chakra.svg>
  );
}
