import { Box } from '@chakra-ui/react';
import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';

export type StepSlideProps = {
  /** Changes when the step changes; the old step slides out, the new one in. */
  stepKey: number;
  /** 1 going forward, -1 going back. */
  direction: number;
  children: ReactNode;
};

const slide: Variants = {
  enter: (direction: number) => ({ x: `${direction * 12}%`, opacity: 0 }),
  center: { x: '0%', opacity: 1 },
  exit: (direction: number) => ({ x: `${direction * -12}%`, opacity: 0 }),
};

/**
 * The wizard's motion between steps: a short horizontal slide (none when the user asks for reduced motion). `m` with
 * LazyMotion's domAnimation features, not `motion`: `motion` carries layout projection and drag, which a slide does
 * not use, and about doubles framer-motion's bytes on the check-in page (issue 37).
 */
export function StepSlide({ stepKey, direction, children }: StepSlideProps) {
  const reduceMotion = useReducedMotion();
  return (
    <Box overflow="hidden">
      <LazyMotion features={domAnimation}>
        <AnimatePresence mode="wait" initial={false} custom={direction}>
          <m.div
            key={stepKey}
            custom={direction}
            variants={slide}
            initial="enter"
            animate="center"
            exit="exit"
            transition={{ duration: reduceMotion ? 0 : 0.22, ease: 'easeOut' }}
          >
            {children}
          </m.div>
        </AnimatePresence>
      </LazyMotion>
    </Box>
  );
}
