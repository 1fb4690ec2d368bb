import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import {
  addDays,
  NOTIFICATION_DEFAULT_TIME,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_SCHEDULE_DAYS_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationMessages,
} from '@hostel-admin/rules';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import { todayInIndia } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { composeSchema, emptyCompose, scheduleProblems, type ComposeOutput } from '../composeSchema';
import { useNotificationMutations } from '../hooks/useNotificationMutations';
import { recipientsRefused } from '../recipientErrors';
import { RecipientDialog } from './RecipientDialog';

type Picking = { mode: 'send' | 'schedule'; values: ComposeOutput; key: string };

/**
 * Compose: Title and Description ("Required!" for each action). Send opens the recipient modal and sends; Add to
 * List saves a draft; Schedule Notification shows the date (today onwards) and time, its label turning into Confirm
 * Date, which opens the recipient modal and schedules. A success clears the form (and the modal's choice with it).
 */
export function ComposeNotification() {
  const form = useSchemaForm(composeSchema, { defaultValues: emptyCompose() });
  const [scheduling, setScheduling] = useState(false);
  const [picking, setPicking] = useState<Picking | null>(null);
  const mutations = useNotificationMutations();
  const today = todayInIndia();

  const clear = () => {
    form.reset(emptyCompose());
    setScheduling(false);
    setPicking(null);
  };
  const pick = (mode: Picking['mode']) => (values: ComposeOutput) =>
    setPicking({ mode, values, key: crypto.randomUUID() });

  const handleAddToList = form.submit(async ({ title, description }) => {
    await mutations.addDraft({ title, description, idempotencyKey: crypto.randomUUID() });
    notify('success', notificationMessages.addedToList);
    clear();
  });
  const handleSchedule = form.submit((values) => {
    if (!scheduling) {
      setScheduling(true);
      return;
    }
    const problems = scheduleProblems(values, todayInIndia(), new Date());
    for (const [field, message] of Object.entries(problems))
      form.setError(field as 'sendOn' | 'sendTime', { type: 'validate', message });
    if (Object.keys(problems).length === 0) pick('schedule')(values);
  });

  const deliver = async (studentIds: string[]) => {
    if (!picking) return;
    const { title, description, sendOn, sendTime } = picking.values;
    const common = { title, description, studentIds, idempotencyKey: picking.key };
    try {
      if (picking.mode === 'send') await mutations.send(common);
      else
        await mutations.schedule({ ...common, sendOn: sendOn ?? '', sendTime: sendTime ?? NOTIFICATION_DEFAULT_TIME });
    } catch (error) {
      if (recipientsRefused(error)) return;
      setPicking(null);
      form.showServerError(error);
      return;
    }
    notify('success', picking.mode === 'send' ? notificationMessages.sent : notificationMessages.scheduled);
    clear();
  };

  return (
    <>
      <Stack asChild gap="4" borderWidth="1px" borderRadius="l2" padding={{ base: '4', md: '6' }} bg="bg.panel">
        <Form form={form} onSubmit={form.submit(pick('send'))} aria-label="Create notification">
          <FormAlert />
          <FormTextField
            name="title"
            label="Title"
            helperText={`At most ${NOTIFICATION_TITLE_MAX} characters`}
            required
          />
          <FormTextField
            name="description"
            label="Description"
            helperText={`At most ${NOTIFICATION_DESCRIPTION_MAX} characters, sent by SMS with the title`}
            multiline
            required
          />
          {scheduling && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxWidth={{ md: 'lg' }}>
              <FormTextField
                name="sendOn"
                label="Date"
                type="date"
                min={today}
                max={addDays(today, NOTIFICATION_SCHEDULE_DAYS_MAX)}
                required
              />
              <FormTextField name="sendTime" label="Time (India)" type="time" required />
            </SimpleGrid>
          )}
          <HStack gap="3" wrap="wrap">
            <FormSubmit minHeight="11">Send</FormSubmit>
            <Button variant="outline" minHeight="11" disabled={form.pending} onClick={handleAddToList}>
              Add to List
            </Button>
            <Button variant="outline" minHeight="11" disabled={form.pending} onClick={handleSchedule}>
              {scheduling ? 'Confirm Date' : 'Schedule Notification'}
            </Button>
            {scheduling && (
              <Button variant="ghost" minHeight="11" onClick={() => setScheduling(false)}>
                Don&apos;t schedule
              </Button>
            )}
          </HStack>
        </Form>
      </Stack>
      {picking && (
        <RecipientDialog
          confirmLabel={picking.mode === 'send' ? 'Send' : 'Schedule'}
          onConfirm={deliver}
          onClose={() => setPicking(null)}
        />
      )}
    </>
  );
}
