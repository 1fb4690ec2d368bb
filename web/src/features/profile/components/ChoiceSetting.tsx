import { Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';

export type ChoiceOption<T extends string> = { value: T; label: string; help: string };

export type ChoiceSettingProps<T extends string> = {
  /** The form's name and its fieldset's legend: "Payment verification". */
  name: string;
  legend?: string;
  helper: string;
  options: readonly ChoiceOption<T>[];
  /** The saved choice. */
  saved: T;
  save: (value: T) => Promise<unknown>;
  /** Words under the choices: what the saved choice means now, or what a change does. */
  note: ReactNode;
};

/**
 * One hostel setting chosen from a few options, in words: the options with their help, what holds now, and Save
 * (enabled once another option is chosen). A refusal is said in words (`explainGraphqlError`), never the server's
 * text; a save says "{name} saved".
 */
export function ChoiceSetting<T extends string>({
  name,
  legend = name,
  helper,
  options,
  saved,
  save,
  note,
}: ChoiceSettingProps<T>) {
  const [chosen, setChosen] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = chosen ?? saved;

  const submit = async () => {
    setProblem(null);
    setSaving(true);
    try {
      await save(value);
      setChosen(null);
      notify('success', `${name} saved`);
    } catch (failure) {
      setProblem(explainGraphqlError(failure).summary);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      as="form"
      aria-label={name}
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        <Fieldset.HelperText>{helper}</Fieldset.HelperText>
        <RadioGroup.Root
          value={value}
          onValueChange={(details) => setChosen(details.value as T)}
          colorPalette="primary"
          disabled={saving}
          aria-label={legend}
        >
          <Stack gap="3" marginTop="2">
            {options.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {option.label}
                  <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
                    {option.help}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {note}
      <ErrorAlert message={problem} title={`${name} was not saved`} />
      <Button type="submit" colorPalette="primary" width="fit-content" loading={saving} disabled={value === saved}>
        Save
      </Button>
    </Stack>
  );
}
