import { Box, Button, Field, Input, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { COUNTRY_SEARCH_DEBOUNCE_MS, countryFlag, searchCountries, type Country } from '../lib/countries';
import { useDebouncedValue } from '../lib/useDebouncedValue';

export type CountrySelectProps = {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
};

export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const debouncedQuery = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const matches = useMemo(() => searchCountries(debouncedQuery), [debouncedQuery]);

  const handleOpenChange = ({ open: next }: { open: boolean }) => {
    setOpen(next);
    if (!next) setQuery('');
  };

  const handleSelect = (country: Country) => {
    onChange(country);
    handleOpenChange({ open: false });
  };

  return (
    // The list (about 240 countries) is drawn only while it is open: mounted closed, it was drawn again with every
    // change of the form around it (a keystroke in any field), which cost the phone forms most of their time.
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={handleOpenChange}
      initialFocusEl={() => searchRef.current}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        {/* Named by its content, "+91 India, change country": the name starts with the visible label. */}
        <Button variant="outline" disabled={disabled}>
          <span aria-hidden="true">{countryFlag(value.iso)}</span> +{value.dialCode}
          <VisuallyHidden>{` ${value.name}, change country`}</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" aria-label="Choose a country">
            <Popover.Body padding="3">
              <Field.Root>
                <Field.Label srOnly>Search country</Field.Label>
                <Input
                  ref={searchRef}
                  size="sm"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Search country or code"
                />
              </Field.Root>
              <Box maxHeight="64" overflowY="auto" marginTop="2">
                {matches.length === 0 ? (
                  <Text padding="2" color="fg.muted" textStyle="sm">
                    No entries to show
                  </Text>
                ) : (
                  <Stack as="ul" gap="0" listStyleType="none" aria-label="Countries">
                    {matches.map((country) => (
                      <li key={country.iso}>
                        <Button
                          variant={country.iso === value.iso ? 'subtle' : 'ghost'}
                          size="sm"
                          width="full"
                          justifyContent="flex-start"
                          aria-current={country.iso === value.iso ? 'true' : undefined}
                          onClick={() => handleSelect(country)}
                        >
                          <span aria-hidden="true">{countryFlag(country.iso)}</span>
                          {country.name}
                          <Text as="span" color="fg.muted" marginStart="auto">
                            +{country.dialCode}
                          </Text>
                        </Button>
                      </li>
                    ))}
                  </Stack>
                )}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
