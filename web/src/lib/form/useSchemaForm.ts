import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from './zod';
import { readServerError, splitServerProblem, type ServerErrorOptions, type SplitProblem } from './serverProblem';

/** The root error that holds the form's alert (RHF clears root errors on every submit). */
export const ALERT_ERROR = 'root.server';

type SubmitEventHandler = (event?: BaseSyntheticEvent) => Promise<void>;

export type SchemaForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out> & {
  /** True while a valid submit's request runs: fields and buttons are disabled. */
  pending: boolean;
  /** A submit handler: validates the whole form, runs `onValid` with the schema's output, shows what the server refused. */
  submit: (onValid: (values: Out) => unknown, onInvalid?: SubmitErrorHandler<In>) => SubmitEventHandler;
  /** A submit handler that validates only `fields` (a step of a longer form) and runs `onValid` when they pass. */
  submitStep: (fields: readonly FieldPath<In>[], onValid: () => void) => SubmitEventHandler;
  /** Server field errors under the fields of the same name, the rest in the form's alert. */
  showServerError: (error: unknown, options?: ServerErrorOptions) => void;
  /** The same split without showing it, for forms that place the alert themselves. */
  placeServerError: (error: unknown, options?: ServerErrorOptions) => SplitProblem;
};

export type SchemaFormOptions<In extends FieldValues> = {
  defaultValues: DefaultValues<In>;
  /** Move focus to the first field with an error, after a refused submit. */
  focusFirstError?: boolean;
  /** How `submit` places a refusal that names no field. */
  serverErrors?: ServerErrorOptions;
};

/**
 * The one way to hold a form: react-hook-form with a zod schema. Values are what the user typed,
 * named as the input fields of the API call; the schema checks them (messages as the spec words
 * them) and turns them into that input. Errors show after a submit and clear as the field changes.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  { defaultValues, focusFirstError = false, serverErrors }: SchemaFormOptions<In>,
): SchemaForm<In, Out> {
  const form = useForm<In, unknown, Out>({
    // The rules are synchronous: errors render in the same turn as the submit, as they did before the kit.
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: focusFirstError,
  });
  const [pending, setPending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FieldPath<In> | null>(null);
  const { setFocus } = form;

  // Fields are disabled while pending: focus the first refused one once they are enabled again.
  useEffect(() => {
    if (pending || !focusTarget) return;
    setFocus(focusTarget);
    setFocusTarget(null);
  }, [pending, focusTarget, setFocus]);

  const hasField = (name: string) => form.getValues(name as FieldPath<In>) !== undefined;

  const placeServerError = (error: unknown, options?: ServerErrorOptions) =>
    splitServerProblem(readServerError(error), hasField, options);

  const showServerError = (error: unknown, options: ServerErrorOptions | undefined = serverErrors) => {
    const split = placeServerError(error, options);
    const names = Object.keys(split.fields) as FieldPath<In>[];
    for (const name of names) form.setError(name, { type: 'server', message: split.fields[name] });
    if (split.alert) form.setError(ALERT_ERROR as FieldPath<In>, { type: 'server', message: split.alert });
    const first = Object.keys(form.getValues()).find((name) => names.includes(name as FieldPath<In>));
    if (focusFirstError && first) setFocusTarget(first as FieldPath<In>);
  };

  const submit: SchemaForm<In, Out>['submit'] = (onValid, onInvalid) =>
    form.handleSubmit(async (values) => {
      setPending(true);
      try {
        await onValid(values);
      } catch (error) {
        showServerError(error);
      } finally {
        setPending(false);
      }
    }, onInvalid);

  const submitStep: SchemaForm<In, Out>['submitStep'] = (fields, onValid) => async (event) => {
    event?.preventDefault();
    form.clearErrors();
    if (await form.trigger([...fields])) onValid();
  };

  return { ...form, pending, submit, submitStep, showServerError, placeServerError };
}
