// The earnings as real tables (caption, column and row headers): the last 14 days, the figures the
// chart draws, then week by week with each week's statement as a CSV download. Each row carries its
// figures in integer cents as data attributes, so a test can hold the table against the chart and
// the server's answer.
import { Button, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Earnings, EarningsFigures } from '@/contract';
import { downloadCsv } from '@/lib/csv';
import { formatCents, formatCount, formatShortDay } from '@/lib/format';
import { statementFileName, weekStatementCsv } from './statement-csv';

function FigureCells({ row }: { row: EarningsFigures }) {
  const { t } = useTranslation('earnings');
  return (
    <>
      <Table.Cell textAlign="end">{formatCount(row.completed_orders)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCents(row.sales_cents)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCents(row.delivery_fees_cents)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCents(row.commission_cents)}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold" data-testid="net">
        {formatCents(row.net_cents)}
      </Table.Cell>
      <Table.Cell textAlign="end">{t('refundsCell', { amount: formatCents(row.refunds_cents), count: formatCount(row.refunded_orders) })}</Table.Cell>
    </>
  );
}

function FigureHeaders() {
  const { t } = useTranslation('earnings');
  return (
    <>
      {(['completed', 'sales', 'fees', 'commission', 'net', 'refunds'] as const).map((key) => (
        <Table.ColumnHeader key={key} scope="col" textAlign="end">
          {t(`columns.${key}`)}
        </Table.ColumnHeader>
      ))}
    </>
  );
}

const scrollArea = { borderWidth: '1px', rounded: 'md', tabIndex: 0 } as const;

export function DaysTable({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation('earnings');
  return (
    <Table.ScrollArea {...scrollArea} role="region" aria-labelledby="earnings-days-caption">
      <Table.Root size="sm" data-testid="earnings-days">
        <Table.Caption id="earnings-days-caption" captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mb="2" px="2">
          {t('daysCaption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('columns.day')}</Table.ColumnHeader>
            <FigureHeaders />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {earnings.days.map((row) => (
            <Table.Row key={row.day} data-testid="earnings-day" data-day={row.day} data-net-cents={row.net_cents} data-sales-cents={row.sales_cents}>
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                {formatShortDay(row.day)}
              </Table.Cell>
              <FigureCells row={row} />
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row data-testid="earnings-total" data-net-cents={earnings.totals.net_cents}>
            <Table.Cell as="th" scope="row">
              {t('total')}
            </Table.Cell>
            <FigureCells row={earnings.totals} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function WeeksTable({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation('earnings');
  const tr = t as (key: string, options?: Record<string, unknown>) => string;
  return (
    <Table.ScrollArea {...scrollArea} role="region" aria-labelledby="earnings-weeks-caption">
      <Table.Root size="sm" data-testid="earnings-weeks">
        {/* Read out, not shown: the "Weeks" heading above says it (a caption would scroll away sideways). */}
        <Table.Caption id="earnings-weeks-caption" srOnly>
          {t('weeksCaption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('columns.week')}</Table.ColumnHeader>
            <FigureHeaders />
            <Table.ColumnHeader scope="col">{t('columns.statement')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {earnings.weeks.map((week) => {
            const range = t('weekRange', { from: formatShortDay(week.from), to: formatShortDay(week.to) });
            return (
              <Table.Row key={week.week_start} data-testid="earnings-week" data-from={week.from} data-to={week.to} data-net-cents={week.net_cents}>
                <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                  {range}
                </Table.Cell>
                <FigureCells row={week} />
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('downloadWeek', { from: formatShortDay(week.from), to: formatShortDay(week.to) })}
                    onClick={() => downloadCsv(weekStatementCsv(earnings, week, tr), statementFileName(week))}
                  >
                    {t('download')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
