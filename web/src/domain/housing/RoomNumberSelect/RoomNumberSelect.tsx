import { Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type RefCallback } from 'react';
import type { RoomsWhere, RoomNumberChoicesQuery } from '@/gql/graphql';
import { RoomNumberChoicesDocument } from '@/domain/housing/RoomNumberSelect/RoomNumberSelect.generated';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { ErrorAlert } from '@/components/ErrorAlert';
import { SelectField } from '@/components/SelectField';

export type RoomChoice = RoomNumberChoicesQuery['rooms']['items'][number];
/** An option shown whatever the search, such as the resident's current room. */
export type PinnedRoom = { id: string; roomNumber: number; label: string };

export const ROOM_SEARCH_DEBOUNCE_MS = 250;

export type RoomNumberSelectProps = {
  label: string;
  name: string;
  value: string;
  filter: RoomsWhere;
  /** The text of a room in the list. */
  describe: (room: RoomChoice) => string;
  placeholder?: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  pinned?: PinnedRoom | null;
  /** Chosen rooms that leave the complete list (filled up meanwhile) are unchosen. */
  clearWhenGone?: boolean;
  /** Said when no room matches the filter at all. */
  emptyText?: string;
  /** The select's ref, for a form that focuses it when refused (react-hook-form's field ref). */
  inputRef?: RefCallback<HTMLElement>;
  onChange: (roomId: string) => void;
};

/**
 * A room chosen by number among the rooms matching `filter`, in room-number order. The first 100 are
 * listed; with more, a search box finds the others by number, and the chosen room stays in the list.
 */
export function RoomNumberSelect(props: RoomNumberSelectProps) {
  const {
    label,
    name,
    value,
    filter,
    describe,
    placeholder,
    error,
    helperText,
    required,
    disabled,
    pinned,
    clearWhenGone,
    emptyText,
    inputRef,
    onChange,
  } = props;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PinnedRoom | null>(null);
  const debounced = useDebouncedValue(search.trim(), ROOM_SEARCH_DEBOUNCE_MS);
  const {
    data,
    previousData,
    loading,
    error: loadError,
  } = useQuery(RoomNumberChoicesDocument, {
    variables: { where: filter, search: debounced || null },
  });
  const page = (data ?? previousData)?.rooms;
  const rooms = page?.items ?? [];
  const complete = Boolean(data && !debounced && data.rooms.totalCount <= data.rooms.items.length);
  const gone = Boolean(
    clearWhenGone && complete && value && value !== pinned?.id && !rooms.some((room) => room.id === value),
  );

  useEffect(() => {
    if (gone) onChange('');
  }, [gone, onChange]);

  const listed = rooms.map((room) => ({ id: room.id, roomNumber: room.roomNumber, label: describe(room) }));
  // The pinned room keeps its own label; the chosen one stays listed when a search leaves it out.
  const shown = new Map<string, PinnedRoom>();
  for (const room of [pinned, ...listed, chosen?.id === value ? chosen : null]) {
    if (room && !shown.has(room.id)) shown.set(room.id, room);
  }
  const options = [...shown.values()]
    .sort((a, b) => a.roomNumber - b.roomNumber)
    .map((room) => ({ value: room.id, label: room.label }));

  const handleChange = (roomId: string) => {
    const room = listed.find((item) => item.id === roomId);
    if (room) setChosen(room);
    onChange(roomId);
  };

  const searchable = Boolean(search) || (page !== undefined && page.totalCount > page.items.length);
  const waiting = loading && !page;

  return (
    <Stack gap="2">
      <SelectField
        label={label}
        error={error}
        helperText={helperText}
        required={required}
        name={name}
        ref={inputRef}
        value={value}
        options={options}
        placeholder={waiting ? 'Loading rooms…' : placeholder}
        disabled={disabled || waiting}
        onChange={handleChange}
      />
      {searchable && (
        <Stack gap="1">
          <Input
            size="sm"
            aria-label={`Find a room for ${label}`}
            placeholder="Find a room by number"
            inputMode="numeric"
            value={search}
            disabled={disabled}
            onChange={(event) => setSearch(event.target.value)}
          />
          {page && (
            <Text color="fg.muted" textStyle="xs">
              {page.totalCount > page.items.length
                ? `Showing ${page.items.length} of ${page.totalCount} rooms; type a room number to find the others.`
                : `${page.totalCount} matching room${page.totalCount === 1 ? '' : 's'}.`}
            </Text>
          )}
        </Stack>
      )}
      {emptyText && data && !debounced && data.rooms.totalCount === 0 && <Text color="fg.muted">{emptyText}</Text>}
      {loadError && <ErrorAlert title="Could not load the rooms" message={loadError.message} />}
    </Stack>
  );
}
