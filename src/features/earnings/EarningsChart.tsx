// The last 14 days' net as a bar chart: Chakra's charts (recharts underneath), in its own lazily
// loaded chunk so the library loads only here, after the table. Coloured with the theme's tokens
// (primary.fg: readable on every surface, light and dark). The chart is a picture for sighted
// chefs (role img with a label pointing at the table); the table below carries the same figures
// for screen readers. Each bar carries its day and net in integer cents as data attributes.
import { Chart, useChart } from '@chakra-ui/charts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import type { EarningsDay } from '@/contract';
import { formatCents } from '@/lib/format';

type Point = { day: string; label: string; net: number; netCents: number };

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

function NetBar(props: BarShapeProps) {
  const point = props.payload as Point | undefined;
  return (
    <g data-testid="earnings-bar" data-day={point?.day} data-net-cents={point?.netCents}>
      <Rectangle {...props} />
    </g>
  );
}

export default function EarningsChart({ days }: { days: EarningsDay[] }) {
  const { t } = useTranslation('earnings');
  const chart = useChart<Point>({
    data: days.map((row) => ({ day: row.day, label: dayLabel(row.day), net: row.net_cents / 100, netCents: row.net_cents })),
    series: [{ name: 'net', color: 'primary.fg', label: t('columns.net') }],
  });
  return (
    <Chart.Root chart={chart} maxH="xs" role="img" aria-label={t('chartLabel')} data-testid="earnings-chart">
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} interval="preserveStartEnd" />
        <YAxis axisLine={false} tickLine={false} width={64} tickFormatter={(value: number) => formatCents(Math.round(value * 100))} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip formatter={(value: number) => formatCents(Math.round(value * 100))} />} />
        {chart.series.map((item) => (
          <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} shape={NetBar} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
