import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

export type DataTableSearchProps = {
  /** The search in effect (e.g. from the URL); typing replaces it after `delayMs` of quiet. */
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
  delayMs?: number;
};

/** A debounced search box; follows `value` when it changes from outside (back/forward). */
export function DataTableSearch({
  value,
  onSearch,
  label = 'Search',
  placeholder = 'Search',
  delayMs = 300,
}: DataTableSearchProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search goes through the newest onSearch, not the one of the render the typing happened in: a filter chosen
  // just before typing changed the URL, and an older onSearch would write the URL back without it.
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  });

  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(next.trim()), delayMs);
  };

  return (
    <InputGroup startElement={<LuSearch aria-hidden />} maxWidth={{ md: 'sm' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
      />
    </InputGroup>
  );
}
