// The ticking parts of an order: "3 min ago" and the countdown "Ready in 12:34" / "Late by 2:10".
// Each reads the shared 1 s clock (use-ticker.ts), so only these small pieces re-render.
import { HStack, Text } from '@chakra-ui/react';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countdown, formatCountdown, formatSince } from './order-time';
import { useTicker } from './use-ticker';

export function TimeSince({ at }: { at: string }) {
  const { t } = useTranslation('orders');
  const now = useTicker();
  return (
    <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
      <time dateTime={at}>{formatSince(at, now, t)}</time>
    </Text>
  );
}

/** The countdown pill; nothing when the order has no estimated ready time. */
export function ReadyCountdown({ readyAt, size = 'md' }: { readyAt: string | null | undefined; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('orders');
  const now = useTicker();
  const value = countdown(readyAt, now);
  if (!value) return null;
  const palette = value.late ? 'red' : 'blue';
  return (
    <HStack
      data-testid="ready-countdown"
      data-late={value.late ? 'true' : 'false'}
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
      <Text as="span">{formatCountdown(value, t)}</Text>
    </HStack>
  );
}
