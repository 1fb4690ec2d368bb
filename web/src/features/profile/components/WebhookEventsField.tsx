import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { useFormField } from '@/components/form/useFormField';
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_LABELS, type SubscribableEvent } from '../webhookWords';

/**
 * Events: a checkbox per event, by its plain name, in the groups Residents, Money and Operations. Bound to the form's
 * `events` (the input's field, so the server's refusal lands here too); its message shows under the whole set.
 */
export function WebhookEventsField() {
  const field = useFormField<SubscribableEvent[]>('events');
  const chosen = new Set(field.value);

  const toggle = (event: SubscribableEvent, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(event);
    else next.delete(event);
    // In the table's order, whatever order they were ticked in.
    field.onChange(WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events).filter((e) => next.has(e)));
  };

  return (
    <Fieldset.Root invalid={Boolean(field.error)} disabled={field.disabled}>
      <Fieldset.Legend>Events</Fieldset.Legend>
      <Fieldset.HelperText>What happens in this hostel that we send to this URL.</Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="4">
          {WEBHOOK_EVENT_GROUPS.map((group, groupIndex) => (
            <Fieldset.Root key={group.name} gap="1">
              <Fieldset.Legend textStyle="sm" color="fg.muted">
                {group.name}
              </Fieldset.Legend>
              <Stack gap="0">
                {group.events.map((event, index) => (
                  <Checkbox.Root
                    key={event}
                    checked={chosen.has(event)}
                    onCheckedChange={(details) => toggle(event, details.checked === true)}
                    colorPalette="primary"
                    minHeight="11"
                  >
                    {/* The first box takes the field's ref: a refused submit moves focus here. */}
                    <Checkbox.HiddenInput ref={groupIndex === 0 && index === 0 ? field.ref : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label>{WEBHOOK_EVENT_LABELS[event]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Fieldset.Root>
          ))}
        </Stack>
      </Fieldset.Content>
      <Fieldset.ErrorText>{field.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
