import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { pageCount, PAGE_SIZES } from './types';

export type DataTablePagerProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  pageSizes?: readonly number[];
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Rows per page (when there is a choice), the total, Previous/Next and "Page n of m". */
export function DataTablePager({
  page,
  pageSize,
  totalCount,
  pageSizes = PAGE_SIZES,
  disabled,
  onPageChange,
  onPageSizeChange,
}: DataTablePagerProps) {
  const selectId = useId();
  const pages = pageCount(totalCount, pageSize);

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
          {totalCount} total
        </Text>
      </HStack>
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text textStyle="sm" aria-live="polite">
          Page {Math.min(page, pages)} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
