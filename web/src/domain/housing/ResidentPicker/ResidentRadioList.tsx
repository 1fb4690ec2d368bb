import { Input, RadioGroup, Stack, Text, useFieldContext } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { useFormField } from '@/components/form/useFormField';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import {
  RESIDENT_CHOICES_SHOWN,
  RESIDENT_SEARCH_DEBOUNCE_MS,
  type ResidentChoice,
  type ResidentPickerBase,
} from './residentChoice';

export type ResidentRadioListProps = ResidentPickerBase & {
  /** The enclosing form's field that holds the chosen resident's id. */
  name: string;
  /** What an option says after the name (a phone, "Room 101"); nothing more when null. */
  describe: (resident: ResidentChoice) => string | null;
  /** Told the chosen resident's name, for what the screen says after saving. */
  onPick?: (residentName: string) => void;
};

type RadiosProps = {
  residents: readonly ResidentChoice[];
  field: ReturnType<typeof useFormField<string>>;
  describe: ResidentRadioListProps['describe'];
  onChoose: (residentId: string | null) => void;
};

/** One radio per resident, the group named by the enclosing FormField's label. */
function ResidentRadios({ residents, field, describe, onChoose }: RadiosProps) {
  const labelId = useFieldContext()?.ids.label;
  // A refused form focuses the chosen resident, or the first when the chosen one is not listed (arrows move on).
  const focusId = residents.some((resident) => resident.id === field.value) ? field.value : residents[0]?.id;
  return (
    <RadioGroup.Root
      ids={labelId ? { label: labelId } : undefined}
      value={field.value || null}
      disabled={field.disabled}
      invalid={Boolean(field.error)}
      onValueChange={(details) => onChoose(details.value)}
      colorPalette="primary"
    >
      <Stack gap="2" maxHeight="56" overflowY="auto">
        {residents.map((resident) => {
          const detail = describe(resident);
          return (
            <RadioGroup.Item key={resident.id} value={resident.id} minHeight="11">
              <RadioGroup.ItemHiddenInput ref={resident.id === focusId ? field.ref : undefined} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {resident.name}
                {detail && (
                  <>
                    {' '}
                    <Text as="span" color="fg.muted" marginStart="1">
                      {detail}
                    </Text>
                  </>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </Stack>
    </RadioGroup.Root>
  );
}

/**
 * One resident for a dialog's form: a search box, then the first current residents matching it as radios; the
 * chosen id goes to the form's field `name`. The field (its label and message) shows whenever it has residents to
 * offer or a message to give, so a refused form always says why.
 */
export function ResidentRadioList(props: ResidentRadioListProps) {
  const { name, describe, onPick, filter, label, searchLabel, placeholder, emptyText } = props;
  const { noMatchText = emptyText, what = 'the residents' } = props;
  const field = useFormField(name);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), RESIDENT_SEARCH_DEBOUNCE_MS);
  const { data, loading, error, refetch } = useQuery(ResidentPickerDocument, {
    variables: {
      ...(filter && { where: filter }),
      search: debounced || null,
      page: 1,
      pageSize: RESIDENT_CHOICES_SHOWN,
    },
  });
  const residents = data?.students.items ?? [];

  const choose = (residentId: string | null) => {
    const resident = residents.find((item) => item.id === residentId);
    if (!resident) return;
    field.onChange(resident.id);
    onPick?.(resident.name);
  };

  return (
    <Stack gap="3">
      <FormField label={searchLabel}>
        <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder={placeholder} />
      </FormField>
      {error && <LoadError what={what} error={error} onRetry={() => refetch()} />}
      {loading && !data && <PageSpinner label="Loading residents" />}
      {data && residents.length === 0 && <Text color="fg.muted">{debounced ? noMatchText : emptyText}</Text>}
      {(residents.length > 0 || field.error) && (
        <FormField label={label} error={field.error} required>
          <ResidentRadios residents={residents} field={field} describe={describe} onChoose={choose} />
        </FormField>
      )}
      {data && data.students.totalCount > residents.length && (
        <Text color="fg.muted" textStyle="sm">
          Showing {residents.length} of {data.students.totalCount}; search to narrow the list.
        </Text>
      )}
    </Stack>
  );
}
