import type { ComponentProps, FormEventHandler } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { SchemaForm } from '@/lib/form/useSchemaForm';
import { FormPendingContext } from './formPending';

export type FormProps<In extends FieldValues, Out> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: SchemaForm<In, Out>;
  /** Usually `form.submit(handleSave)`; a multi-step form passes `form.submitStep(...)` before its last step. */
  onSubmit: FormEventHandler<HTMLFormElement>;
};

/**
 * A `<form>` bound to a schema form: its fields find the form through context. Works under Chakra's `asChild`.
 * The first focus or press inside starts loading a loaded-later schema (`prepare`), before any submit needs it.
 */
export function Form<In extends FieldValues, Out>({ form, onSubmit, children, ...rest }: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <FormPendingContext value={form.pending}>
        <form
          noValidate
          onFocusCapture={form.prepare}
          onPointerDownCapture={form.prepare}
          {...rest}
          onSubmit={onSubmit}
        >
          {children}
        </form>
      </FormPendingContext>
    </FormProvider>
  );
}
