import type { z } from './zod';

/** The first message of each field the issues name (`rows.0.name` for nested ones), optionally only of `fields`. */
export function firstMessages(issues: readonly z.core.$ZodIssue[], fields?: readonly string[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (fields && !fields.includes(name)) continue;
    messages[name] ??= issue.message;
  }
  return messages;
}
