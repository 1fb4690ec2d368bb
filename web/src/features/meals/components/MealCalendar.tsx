import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { addDays, addMonths, dayMonthYear, monthName, readableDate } from '@hostel-admin/rules';

export type MealCalendarProps = {
  /** The chosen date, YYYY-MM-DD. */
  value: string;
  today: string;
  earliest: string;
  latest: string;
  onChange: (date: string) => void;
};

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/** The weeks of a month (Monday first), each day a date or null for the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array<null>(weekday).fill(null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The inline calendar of Food Details: a month at a time, only the dates of the window can be chosen. */
export function MealCalendar({ value, today, earliest, latest, onChange }: MealCalendarProps) {
  const [month, setMonth] = useState(value.slice(0, 7));
  const shown = value.slice(0, 7);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setMonth(shown);
  }
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const previous = addMonths(`${month}-01`, -1).slice(0, 7);
  const next = addMonths(`${month}-01`, 1).slice(0, 7);

  return (
    <Box>
      <HStack justify="space-between" marginBottom="2">
        <IconButton
          variant="ghost"
          aria-label="Previous month"
          disabled={previous < earliest.slice(0, 7)}
          onClick={() => setMonth(previous)}
        >
          <LuChevronLeft />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {monthName(monthNumber)} {year}
        </Text>
        <IconButton
          variant="ghost"
          aria-label="Next month"
          disabled={next > latest.slice(0, 7)}
          onClick={() => setMonth(next)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
      <table aria-label={`${monthName(monthNumber)} ${year}`} style={{ borderCollapse: 'collapse', margin: '0 auto' }}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <Text as="th" key={short} textStyle="xs" color="fg.muted" fontWeight="medium" padding="1">
                <abbr title={long} style={{ textDecoration: 'none' }}>
                  {short}
                </abbr>
              </Text>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => (
                <td key={date ?? `blank-${day}`} style={{ padding: 0 }}>
                  {date && (
                    <Button
                      size="sm"
                      minWidth="11"
                      height="11"
                      padding="0"
                      variant={date === value ? 'solid' : 'ghost'}
                      colorPalette={date === value ? 'primary' : 'gray'}
                      fontWeight={date === today ? 'bold' : 'normal'}
                      textDecoration={date === today ? 'underline' : undefined}
                      aria-label={`${readableDate(date)} (${dayMonthYear(date)})${date === today ? ', today' : ''}`}
                      aria-pressed={date === value}
                      disabled={date < earliest || date > latest}
                      onClick={() => onChange(date)}
                    >
                      {Number(date.slice(8))}
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
