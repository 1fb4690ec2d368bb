import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { system } from '@/lib/theme';
import { DataTableSearch } from './DataTableSearch';

describe('DataTableSearch', () => {
  it('applies the search after the quiet time through the newest onSearch, not the one it was typed under', () => {
    vi.useFakeTimers();
    try {
      const typedUnder = vi.fn();
      const newest = vi.fn();
      const ui = (onSearch: (value: string) => void) => (
        <ChakraProvider value={system}>
          <DataTableSearch value="" onSearch={onSearch} label="Search visitors" delayMs={300} />
        </ChakraProvider>
      );
      const { rerender } = render(ui(typedUnder));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search visitors' }), { target: { value: ' 825605 ' } });
      // A filter chosen just before typing renders the page again, with an onSearch that keeps the filter.
      rerender(ui(newest));
      act(() => vi.advanceTimersByTime(299));
      expect(newest).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(newest).toHaveBeenCalledWith('825605');
      expect(typedUnder).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
