// "Previous" / "Next" with "Page X of Y" and the number of orders matching the filters.
import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';

type Props = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function HistoryPagination({ page, pages, total, onPage }: Props) {
  const { t } = useTranslation('orderHistory');
  const last = Math.max(1, pages);
  return (
    <HStack as="nav" aria-label={t('pagination')} justify="space-between" gap="3" flexWrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {t('total', { count: total, formatted: formatCount(total) })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('previous')}
        </Button>
        <Text fontSize="sm" minW="max-content" aria-live="polite">
          {t('pageOf', { page: formatCount(page), pages: formatCount(last) })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {t('next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </HStack>
    </HStack>
  );
}
