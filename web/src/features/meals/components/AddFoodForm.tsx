import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import type { z } from '@/lib/form/zod';
import { notify } from '@/lib/toaster';
import { MEAL_LABELS, type Meal } from '@hostel-admin/rules';
import { emptyFood, foodSchema } from '../foodSchema';
import { useAddMenuItem } from '../hooks/useMealChanges';

export type AddFoodFormProps = { date: string; meal: Meal; onDone: () => void };

/** The Food Lists panel's Add Food form: food title and food details, for the chosen date and meal. */
export function AddFoodForm({ date, meal, onDone }: AddFoodFormProps) {
  const form = useSchemaForm(foodSchema, { defaultValues: emptyFood });
  const addMenuItem = useAddMenuItem();

  const handleSubmit = async (values: z.output<typeof foodSchema>) => {
    const item = await addMenuItem({ date, meal, ...values });
    notify('success', `${item?.title ?? values.title} added to ${MEAL_LABELS[meal].toLowerCase()}`);
    onDone();
  };

  return (
    <Form form={form} onSubmit={form.submit(handleSubmit)} aria-label="Add Food">
      <Stack gap="4">
        <FormAlert />
        <FormTextField name="title" label="Food title" autoComplete="off" required />
        <FormTextField name="details" label="Food details" multiline />
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onDone} disabled={form.pending}>
            Cancel
          </Button>
          <FormSubmit>Add Food</FormSubmit>
        </HStack>
      </Stack>
    </Form>
  );
}
