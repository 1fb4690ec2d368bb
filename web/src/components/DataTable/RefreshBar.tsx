import { Progress } from '@chakra-ui/react';

/**
 * A thin moving bar over the top of a list that reads again with its rows still on screen (the next page, another sort
 * or filter): the rows keep their full contrast, where fading them read below WCAG's 4.5:1 for as long as the read
 * took. It sticks under the header (`height="16"`) while any of the list is in view, so a warden who pressed Next at
 * the foot of a long list on a phone sees it too, and its negative margin takes no room, so nothing moves. It goes first
 * in a plain box with the list (not straight into a Stack, whose gap would add room), which also bounds where it sticks.
 * Assistive tools hear the list's own "Loading" status and its aria-busy instead.
 */
export function RefreshBar({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="primary"
      position="sticky"
      top="16"
      zIndex="1"
      marginBottom="-1.5"
      aria-hidden="true"
      data-loading=""
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
