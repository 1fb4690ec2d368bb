import { useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { firstMessages } from './issues';
import type { z } from './zod';
import { readServerError, splitServerProblem, type ServerErrorOptions } from './serverProblem';

/** The root error that holds the form's alert. */
const ALERT_ERROR = 'root.server';

/** Every field's path in order: a plain object's or an array's fields by their path, anything else as itself. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  const nested =
    Array.isArray(value) ||
    (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);
  if (!nested) return prefix ? [prefix] : [];
  const own = Object.entries(value as object).flatMap(([key, inner]) =>
    fieldPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
  return prefix ? [prefix, ...own] : own;
}

type ParseResult<Out> = z.ZodSafeParseResult<Out>;
type SubmitEventHandler = (event?: BaseSyntheticEvent) => Promise<void>;

/**
 * A form's schema, or a loader of it: a form whose checks bring much code (zod, the phone metadata) and that a page
 * shows at once (check-in) loads them with its first focus or press (`prepare`, which Form calls), not with the page.
 */
export type SchemaSource<In extends FieldValues, Out> = z.ZodType<Out, In> | (() => Promise<z.ZodType<Out, In>>);

export type SchemaForm<In extends FieldValues, Out> = UseFormReturn<In> & {
  /** True while a valid submit's request runs: fields and buttons are disabled. */
  pending: boolean;
  /** A submit handler: checks the whole form, runs `onValid` with the schema's output, shows what the server refused. */
  submit: (onValid: (values: Out) => unknown, onInvalid?: (fields: string[]) => void) => SubmitEventHandler;
  /** A submit handler that checks only `fields` (a step of a longer form) and runs `onValid` when they pass. */
  submitStep: (fields: readonly FieldPath<In>[], onValid: () => void) => SubmitEventHandler;
  /** Server field errors under the fields of the same name, the rest in the form's alert. */
  showServerError: (error: unknown, options?: ServerErrorOptions) => void;
  /** Starts loading a schema given as a loader (Form calls it on the first focus or press); nothing otherwise. */
  prepare: () => void;
};

export type SchemaFormOptions<In extends FieldValues> = {
  defaultValues: DefaultValues<In>;
  /** Move focus to the first field with an error, after a refused submit. */
  focusFirstError?: boolean;
  /** How `submit` places a refusal that names no field. */
  serverErrors?: ServerErrorOptions;
};

/**
 * The one way to hold a form: react-hook-form keeps the values, a zod schema checks them. Values
 * are what the user typed, named as the input fields of the API call; the schema words the messages
 * and turns the values into that input. Errors show after a submit and clear as the field changes.
 *
 * The schema runs synchronously inside the submit event (react-hook-form's handleSubmit always
 * awaits its resolver), so messages render in the same turn as the click, as they always have; a loaded-later
 * schema does too once loaded, and a submit before that waits for it.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: SchemaSource<In, Out>,
  { defaultValues, focusFirstError = true, serverErrors }: SchemaFormOptions<In>,
): SchemaForm<In, Out> {
  const form = useForm<In>({ defaultValues });
  const [pending, setPending] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FieldPath<In> | null>(null);
  const { setFocus } = form;
  const loaded = useRef<z.ZodType<Out, In> | null>(null);
  const loading = useRef<Promise<z.ZodType<Out, In>> | null>(null);

  /** The schema, or the promise of it while a loader's schema loads. */
  const currentSchema = (): z.ZodType<Out, In> | Promise<z.ZodType<Out, In>> => {
    if (typeof schema !== 'function') return schema;
    if (loaded.current) return loaded.current;
    loading.current ??= schema().then(
      (ready) => (loaded.current = ready),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };

  /**
   * The schema's verdict on the form's values, at once when the schema is there; a loaded-later schema's once it
   * has loaded (null when it could not load: the form's alert says so).
   */
  const parseValues = (): ParseResult<Out> | Promise<ParseResult<Out> | null> => {
    const current = currentSchema();
    if (!(current instanceof Promise)) return current.safeParse(form.getValues());
    return current.then(
      (loadedSchema) => loadedSchema.safeParse(form.getValues()),
      (error: unknown) => {
        showServerError(error);
        return null;
      },
    );
  };

  const prepare = () => {
    const current = currentSchema();
    if (current instanceof Promise) current.catch(() => undefined);
  };

  // Fields are disabled while pending: focus the first refused one in the commit that enables them again
  // (a layout effect, so the message and the focus arrive together; a passive effect could run later).
  useLayoutEffect(() => {
    if (pending || !focusTarget) return;
    setFocus(focusTarget);
    setFocusTarget(null);
  }, [pending, focusTarget, setFocus]);

  /** The first of `names` in the form's field order (nested fields by their path: `charges.2.amountPaise`). */
  const firstField = (names: string[]) =>
    fieldPaths(form.getValues()).find((name) => names.includes(name)) as FieldPath<In> | undefined;

  /** Replaces the form's errors with `messages`; focuses the first when asked to. */
  const showErrors = (messages: Record<string, string>, type: 'validate' | 'server') => {
    for (const [name, message] of Object.entries(messages)) form.setError(name as FieldPath<In>, { type, message });
    const first = firstField(Object.keys(messages));
    if (!focusFirstError || !first) return;
    if (type === 'server') setFocusTarget(first);
    else setFocus(first);
  };

  const hasField = (name: string) => form.getValues(name as FieldPath<In>) !== undefined;

  const showServerError = (error: unknown, options: ServerErrorOptions | undefined = serverErrors) => {
    const split = splitServerProblem(readServerError(error), hasField, options);
    showErrors(split.fields, 'server');
    if (split.alert) form.setError(ALERT_ERROR as FieldPath<In>, { type: 'server', message: split.alert });
  };

  const submit: SchemaForm<In, Out>['submit'] = (onValid, onInvalid) => async (event) => {
    event?.preventDefault();
    form.clearErrors();
    const checked = parseValues();
    const parsed = checked instanceof Promise ? await checked : checked;
    if (!parsed) return;
    if (!parsed.success) {
      const messages = firstMessages(parsed.error.issues);
      showErrors(messages, 'validate');
      onInvalid?.(Object.keys(messages));
      return;
    }
    setPending(true);
    try {
      await onValid(parsed.data);
    } catch (error) {
      showServerError(error);
    } finally {
      setPending(false);
    }
  };

  const submitStep: SchemaForm<In, Out>['submitStep'] = (fields, onValid) => async (event) => {
    event?.preventDefault();
    form.clearErrors();
    const checked = parseValues();
    const parsed = checked instanceof Promise ? await checked : checked;
    if (!parsed) return;
    const messages = parsed.success ? {} : firstMessages(parsed.error.issues, fields);
    if (Object.keys(messages).length > 0) showErrors(messages, 'validate');
    else onValid();
  };

  return { ...form, pending, submit, submitStep, showServerError, prepare };
}
