import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StepSlideProps = {
  /** Changes when the step changes: the new step slides in. */
  stepKey: number;
  /** 1 going forward, -1 going back. */
  direction: number;
  children: ReactNode;
};

/**
 * The wizard's motion between steps: the new step slides in a short way from the side it comes from, fading in.
 * A CSS animation (Chakra's `slide-from-*` and `fade-in` keyframes), which the theme turns off for people who ask for
 * reduced motion; framer-motion did the same for ~30 KB of the check-in page's compressed JavaScript (issue 37). The
 * first step appears without motion.
 */
export function StepSlide({ stepKey, direction, children }: StepSlideProps) {
  const from = direction < 0 ? 'left' : 'right';
  return (
    <Box overflow="hidden">
      <Box
        key={stepKey}
        animationName={stepKey === 0 && direction > 0 ? undefined : `slide-from-${from}, fade-in`}
        animationDuration="0.22s"
        animationTimingFunction="ease-out"
        css={{ [`--slide-from-${from}-distance`]: '12%' }}
      >
        {children}
      </Box>
    </Box>
  );
}
