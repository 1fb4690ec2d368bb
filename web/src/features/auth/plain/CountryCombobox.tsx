import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRY_SEARCH_DEBOUNCE_MS, countryFlag, searchCountries, type Country } from '@/lib/countries';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

/** As components/CountrySelect.tsx waits (its constant lives beside Chakra, which this page does not load). */

export type CountryComboboxProps = {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
};

/**
 * The phone's country in plain markup: a button ("+91 India, change country") opens a search box, an ARIA 1.2
 * combobox whose listbox of countries (lib/countries.ts) narrows as you type, 250 ms after the last key. Arrow keys
 * move through the countries, Enter picks one, Escape closes and returns to the button. components/CountrySelect.tsx
 * is the same picker for the Chakra screens.
 */
export function CountryCombobox({ value, onChange, disabled }: CountryComboboxProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debouncedQuery = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const matches = useMemo(() => searchCountries(debouncedQuery), [debouncedQuery]);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const optionId = (iso: string) => `${id}-${iso}`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) trigger.current?.focus();
  };

  const handleSelect = (country: Country) => {
    onChange(country);
    close(true);
  };

  // The picked country leads when the list opens; the first match once a search narrows it.
  useEffect(() => {
    if (!open) return;
    const picked = matches.findIndex((country) => country.iso === value.iso);
    setActive(debouncedQuery || picked < 0 ? 0 : picked);
  }, [open, matches, debouncedQuery, value.iso]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('.pl-active')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  // A press outside closes the list and leaves focus where it went.
  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves && matches.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = matches[active];
      if (country) handleSelect(country);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const activeCountry = open ? matches[active] : undefined;

  return (
    <div ref={root} className="pl-country-root">
      {/* Named by its content, "+91 India, change country": the name starts with the visible label. */}
      <button
        ref={trigger}
        type="button"
        className="pl-button pl-country"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-popover` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span aria-hidden="true">{countryFlag(value.iso)}</span> +{value.dialCode}
        <span className="pl-visually-hidden">{` ${value.name}, change country`}</span>
      </button>
      {open && (
        <div id={`${id}-popover`} className="pl-popover" role="dialog" aria-label="Choose a country">
          <label htmlFor={`${id}-search`} className="pl-visually-hidden">
            Search country
          </label>
          <input
            id={`${id}-search`}
            className="pl-input"
            role="combobox"
            // No match, no list: "No entries to show" instead.
            aria-expanded={matches.length > 0}
            aria-controls={matches.length > 0 ? `${id}-list` : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.iso) : undefined}
            autoComplete="off"
            autoFocus
            placeholder="Search country or code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          {matches.length === 0 ? (
            <p className="pl-empty">No entries to show</p>
          ) : (
            <ul ref={list} id={`${id}-list`} className="pl-listbox" role="listbox" aria-label="Countries">
              {matches.map((country, index) => (
                <li
                  key={country.iso}
                  id={optionId(country.iso)}
                  role="option"
                  aria-selected={country.iso === value.iso}
                  className={index === active ? 'pl-option pl-active' : 'pl-option'}
                  // The search box keeps focus (and the list's keyboard) while a country is pressed.
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => handleSelect(country)}
                >
                  <span aria-hidden="true">{countryFlag(country.iso)}</span>
                  {country.name}
                  <span className="pl-option-code">+{country.dialCode}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
