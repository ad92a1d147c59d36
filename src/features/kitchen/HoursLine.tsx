// The kitchen's hours in one line under whether customers can order: "Open until 21:00", "Closed
// today (Holiday), opens Tuesday 17:00", "Closed now, opens at 17:00", worked out on the device from
// the week and closures on the server's clock (offline too) and again each minute; with a link to
// the week's hours (/kitchen/schedule).
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Kitchen } from '@/contract';
import { useServerNow } from '@/ui/use-now';
import { hoursLook, type HoursLook, type HoursWhen } from './hours-look';

type T = ReturnType<typeof useTranslation<'kitchen'>>['t'];

const when = (t: T, kind: 'until' | 'opens', at: HoursWhen): string => t(`hours.${kind}.${at.day}`, { time: at.time, weekday: at.weekday, date: at.date });

function hoursText(t: T, look: HoursLook): string {
  switch (look.kind) {
    case 'none':
      return t('hours.noWeek');
    case 'openAllDay':
      return t('hours.openAllDay');
    case 'open':
      return t('hours.openUntil', { when: when(t, 'until', look.until) });
    case 'closure':
      return look.opens ? t('hours.closedClosure', { reason: look.reason, when: when(t, 'opens', look.opens) }) : t('hours.closedClosureNoOpening', { reason: look.reason });
    case 'closed':
      return look.opens ? t('hours.closedNow', { when: when(t, 'opens', look.opens) }) : t('hours.closedNoOpening');
  }
}

export function HoursLine({ kitchen }: { kitchen: Kitchen }) {
  const { t } = useTranslation('kitchen');
  const now = useServerNow(60_000);
  const look = hoursLook(kitchen, now);
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      <Text data-testid="kitchen-hours-line" data-kind={look.kind} color={look.kind === 'open' || look.kind === 'openAllDay' ? undefined : 'fg.muted'}>
        {hoursText(t, look)}
      </Text>
      <ChakraLink asChild colorPalette="primary" fontWeight="medium" minH="11" display="inline-flex" alignItems="center" gap="1.5">
        <Link to="/kitchen/schedule">
          <CalendarClock aria-hidden="true" size="1em" />
          {t('hours.link')}
        </Link>
      </ChakraLink>
    </HStack>
  );
}
