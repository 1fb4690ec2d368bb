import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export type PageSkeletonProps = {
  /** What is loading, for assistive technology. */
  label?: string;
  /** Draws the page's title too (false when the page already shows its header). */
  withHeader?: boolean;
  /** Rows of content below. */
  rows?: number;
};

/**
 * The shape of a page while its code or data loads: a title, a toolbar and rows, so the screen never goes
 * blank and the content does not jump in. Marked busy, so the page's heading gets focus once it is there.
 */
export function PageSkeleton({ label = 'Loading', withHeader = true, rows = 5 }: PageSkeletonProps) {
  return (
    <Stack gap="6" role="status" aria-label={label} aria-busy="true" data-skeleton="">
      {withHeader && <Skeleton height="9" width="60%" maxWidth="sm" />}
      <Skeleton height="10" width="full" maxWidth="md" />
      <Stack gap="3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="12" width="full" />
        ))}
      </Stack>
      <SkeletonText noOfLines={2} maxWidth="lg" />
    </Stack>
  );
}
