import { atMostCharacters } from '@hostel-admin/rules';
import { z } from '@/lib/form/zod';
import type { SubscribableEvent } from './webhookWords';

/** The bounds CreateWebhookEndpointInput and UpdateWebhookEndpointInput take (the server checks the same). */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const webhookMessages = {
  urlRequired: 'URL is required.',
  urlTooLong: atMostCharacters('URL', WEBHOOK_URL_MAX),
  urlShape: 'URL must be a full web address, like https://example.com/hooks.',
  urlHttps: 'URL must start with https:// (plain http:// only for localhost).',
  descriptionTooLong: atMostCharacters('Description', WEBHOOK_DESCRIPTION_MAX),
  eventsRequired: 'Choose at least one event.',
} as const;

/** Under URL before anything is typed wrong. */
export const WEBHOOK_URL_HELP = 'An https:// address of yours; plain http:// only for localhost.';

/**
 * Hosts a developer's own machine answers on: the only ones plain http is offered for. Whether even these are
 * allowed is the server's call (it refuses private addresses unless configured to allow them), and its refusal
 * lands under URL in its own words.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What is wrong with a typed URL before it is sent; null when the server may judge it. */
export function webhookUrlProblem(text: string): string | null {
  if (!text) return webhookMessages.urlRequired;
  if (text.length > WEBHOOK_URL_MAX) return webhookMessages.urlTooLong;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return webhookMessages.urlShape;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOCAL_HOSTS.has(url.hostname) ? null : webhookMessages.urlHttps;
  return webhookMessages.urlShape;
}

/** The form as typed, named as the inputs' fields so the server's field errors land under them. */
export type WebhookEndpointValues = { url: string; description: string; events: SubscribableEvent[] };

export const emptyWebhookEndpointValues: WebhookEndpointValues = { url: '', description: '', events: [] };

export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = webhookUrlProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  // Sent even when empty: on Edit, an empty description clears the note (a field left out would keep it).
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, webhookMessages.descriptionTooLong),
  events: z.array(z.custom<SubscribableEvent>()).min(1, webhookMessages.eventsRequired),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;
