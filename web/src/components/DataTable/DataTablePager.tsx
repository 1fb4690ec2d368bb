import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { pageCount, PAGE_SIZES } from './types';

export type DataTablePagerProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  /** False when more rows match than the server counted (`totalCount`): "1000+ total", and Next goes on. */
  totalCountExact?: boolean;
  pageSizes?: readonly number[];
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Rows per page (when there is a choice), the total, Previous/Next and "Page n of m" ("of m+" when counted only so far). */
export function DataTablePager({
  page,
  pageSize,
  totalCount,
  totalCountExact = true,
  pageSizes = PAGE_SIZES,
  disabled,
  onPageChange,
  onPageSizeChange,
}: DataTablePagerProps) {
  const selectId = useId();
  // Previous and Next are disabled while a page loads and dim at half opacity; the button's usual transition would
  // fade them back for a moment after it loads, when they are enabled but read at contrast 2.97 (the accessibility
  // walk caught one on Deposits). Colours still ease; opacity changes at once.
  const pagerButton = { size: 'sm', variant: 'outline', transitionProperty: 'colors' } as const;
  const pages = pageCount(totalCount, pageSize);
  const more = totalCountExact ? '' : '+';

  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap">
      <HStack gap="3">
        {pageSizes.length > 1 && (
          <>
            <Text asChild textStyle="sm" whiteSpace="nowrap">
              <label htmlFor={selectId}>Rows per page</label>
            </Text>
            <NativeSelect.Root size="sm" width="20">
              <NativeSelect.Field
                id={selectId}
                value={String(pageSize)}
                onChange={(event) => onPageSizeChange(Number(event.target.value))}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </>
        )}
        <Text textStyle="sm" color="fg.muted">
          {`${totalCount}${more} total`}
        </Text>
      </HStack>
      <HStack gap="3">
        <Button {...pagerButton} disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text textStyle="sm" aria-live="polite">
          {`Page ${totalCountExact ? Math.min(page, pages) : page} of ${pages}${more}`}
        </Text>
        <Button
          {...pagerButton}
          disabled={disabled || (totalCountExact && page >= pages)}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
