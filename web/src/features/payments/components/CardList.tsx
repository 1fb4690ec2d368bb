import { Box, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTablePager } from '@/components/DataTable/DataTablePager';
import { RefreshBar } from '@/components/DataTable/RefreshBar';

export type CardListProps<Item> = {
  /** The list's accessible name. */
  label: string;
  items: readonly Item[] | undefined;
  totalCount: number;
  page: number;
  pageSize: number;
  loading: boolean;
  getKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  onPageChange: (page: number) => void;
};

/** Cards of one server page (Deposits, Checkout): placeholders of the cards' shape, `No results found`, Previous/Next. */
export function CardList<Item>({ label, items, loading, getKey, renderCard, ...pager }: CardListProps<Item>) {
  return (
    <Stack gap="4">
      {loading && (
        <VisuallyHidden role="status" aria-label="Loading">
          Loading
        </VisuallyHidden>
      )}
      {!items ? (
        loading && (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height="32" borderRadius="l3" />
            ))}
          </SimpleGrid>
        )
      ) : items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" paddingBlock="8">
          No results found
        </Text>
      ) : (
        <Box>
          <RefreshBar active={loading} />
          {/* Busy while the next page or tab loads, so assistive tools (and the a11y walk) wait for it. */}
          <SimpleGrid
            as="ul"
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
            aria-label={label}
            aria-busy={loading}
            listStyleType="none"
          >
            {items.map((item) => (
              <li key={getKey(item)}>{renderCard(item)}</li>
            ))}
          </SimpleGrid>
        </Box>
      )}
      <DataTablePager {...pager} pageSizes={[pager.pageSize]} disabled={loading} onPageSizeChange={() => undefined} />
    </Stack>
  );
}
