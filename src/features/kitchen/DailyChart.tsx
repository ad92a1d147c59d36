// The last 30 days as two small bar charts, orders and revenue per day, drawn as SVG (a few hundred
// bytes against uPlot's ~50 kB; kept in its own lazily loaded chunk anyway). The bars use the
// theme's readable text colours (primary.fg, green.fg: at least 4.5:1 on every surface, light and
// dark). Screen readers get a one-sentence summary and the figures as a table instead.
import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { KitchenDay } from '@/contract';
import { formatCount, formatDayKey, formatMoney } from '@/lib/format';
import { barHeights, summariseDays } from './daily-summary';

const WIDTH = 300;
const HEIGHT = 64;

export default function DailyChart({ daily }: { daily: KitchenDay[] }) {
  const { t } = useTranslation('kitchen');
  const summary = summariseDays(daily);
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;

  return (
    <Stack gap="4" data-testid="daily-chart">
      <Text fontSize="sm" color="fg.muted" data-testid="chart-summary">
        {summary.busiest
          ? t('analytics.summary', {
              orders: formatCount(summary.orders),
              revenue: formatMoney(summary.revenue),
              day: formatDayKey(summary.busiest.day),
              most: formatCount(summary.busiest.orders),
            })
          : t('analytics.summaryNone')}
      </Text>
      <Bars
        title={t('analytics.ordersPerDay')}
        max={t('analytics.max', { value: formatCount(summary.maxOrders) })}
        color="primary.fg"
        values={daily.map((day) => day.orders)}
        labels={daily.map((day) => `${formatDayKey(day.day)}: ${formatCount(day.orders)}`)}
      />
      <Bars
        title={t('analytics.revenuePerDay')}
        max={t('analytics.max', { value: formatMoney(summary.maxRevenue) })}
        color="green.fg"
        values={daily.map((day) => day.revenue)}
        labels={daily.map((day) => `${formatDayKey(day.day)}: ${formatMoney(day.revenue)}`)}
      />
      {first && last && (
        <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
          <Text>{formatDayKey(first)}</Text>
          <Text>{formatDayKey(last)}</Text>
        </HStack>
      )}
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{t('analytics.tableCaption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('analytics.day')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('analytics.orders')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('analytics.revenue')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {daily.map((day) => (
              <Table.Row key={day.day}>
                <Table.Cell>{formatDayKey(day.day)}</Table.Cell>
                <Table.Cell>{formatCount(day.orders)}</Table.Cell>
                <Table.Cell>{formatMoney(day.revenue)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Stack>
  );
}

type BarsProps = {
  title: string;
  max: string;
  color: string;
  values: number[];
  labels: string[];
};

function Bars({ title, max, color, values, labels }: BarsProps) {
  const slot = WIDTH / Math.max(1, values.length);
  const heights = barHeights(values, HEIGHT);
  return (
    <Stack gap="1" aria-hidden="true">
      <HStack justify="space-between" fontSize="sm">
        <Text fontWeight="medium">{title}</Text>
        <Text color="fg.muted" fontVariantNumeric="tabular-nums">
          {max}
        </Text>
      </HStack>
      <Box color={color} borderBottomWidth="1px" borderColor="border.emphasized">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" focusable="false" style={{ display: 'block' }}>
          {heights.map((height, i) => (
            <rect key={labels[i]} x={i * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} rx="1" fill="currentColor">
              <title>{labels[i]}</title>
            </rect>
          ))}
        </svg>
      </Box>
    </Stack>
  );
}
