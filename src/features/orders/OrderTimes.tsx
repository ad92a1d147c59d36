// The ticking parts of an order: "3 min ago" and the countdown "Ready in 12:34" / "Late by 2:10".
// Each reads the shared 1 s clock (use-ticker.ts) through what it shows: "3 min ago" renders again
// once a minute, and the countdown's pill only when it turns late; the seconds tick in a plain span.
import { HStack, Text } from '@chakra-ui/react';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countdown, formatCountdown, formatSince } from './order-time';
import { useTickerValue } from './use-ticker';

export function TimeSince({ at }: { at: string }) {
  const { t } = useTranslation('orders');
  const since = useTickerValue((now) => formatSince(at, now, t));
  return (
    <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
      <time dateTime={at}>{since}</time>
    </Text>
  );
}

/** The countdown pill; nothing when the order has no estimated ready time. */
export function ReadyCountdown({ readyAt, size = 'md' }: { readyAt: string | null | undefined; size?: 'md' | 'lg' }) {
  const late = useTickerValue((now) => {
    const value = countdown(readyAt, now);
    return value ? value.late : null;
  });
  if (late === null) return null;
  const palette = late ? 'red' : 'blue';
  return (
    <HStack
      data-testid="ready-countdown"
      data-late={late ? 'true' : 'false'}
      role="timer"
      gap="2"
      px="3"
      py={size === 'lg' ? '2' : '1.5'}
      rounded="full"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      fontWeight="semibold"
      fontSize={size === 'lg' ? 'lg' : 'md'}
      fontVariantNumeric="tabular-nums"
      w="fit-content"
    >
      <Timer size={size === 'lg' ? 20 : 16} aria-hidden="true" />
      <CountdownText readyAt={readyAt} />
    </HStack>
  );
}

/** "Ready in 12:34": the one part that changes every second. */
function CountdownText({ readyAt }: { readyAt: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const text = useTickerValue((now) => {
    const value = countdown(readyAt, now);
    return value ? formatCountdown(value, t) : '';
  });
  return <span>{text}</span>;
}
