// The kitchen's week in a few lines on the kitchen edit screen ("Monday: closed", "Tuesday:
// 11:00–14:30, 17:00–22:00"), with a link to the opening hours screen where it is changed: the
// week is edited in one place, so the chef never edits two hours that disagree.
import { Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAllDay, WEEKDAYS, type WeeklySchedule } from '@/contract';

export function WeekSummary({ schedule }: { schedule: WeeklySchedule }) {
  const { t } = useTranslation('kitchenEdit');
  return (
    <Stack gap="2" data-testid="week-summary">
      <List.Root variant="plain" gap="0.5" fontSize="sm">
        {WEEKDAYS.map((day) => {
          const ranges = schedule[day];
          const text = ranges.length === 0 ? t('week.closed') : ranges.length === 1 && ranges[0] && isAllDay(ranges[0]) ? t('week.allDay') : ranges.map((range) => `${range.from}–${range.to}`).join(', ');
          return (
            <List.Item key={day}>
              <Text as="span" fontWeight="medium">
                {t(`week.days.${day}`)}:
              </Text>{' '}
              {text}
            </List.Item>
          );
        })}
      </List.Root>
      <ChakraLink asChild colorPalette="primary" fontWeight="medium" alignSelf="start" minH="11" display="inline-flex" alignItems="center" gap="1.5">
        <Link to="/kitchen/schedule">
          <CalendarClock aria-hidden="true" size="1em" />
          {t('week.change')}
        </Link>
      </ChakraLink>
    </Stack>
  );
}
