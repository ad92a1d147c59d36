// The problems the chef reported on an order (its support tickets), on the order's details: each
// links to its ticket with its status; a ticket made offline shows as soon as it is on the device.
import { Link as ChakraLink, List } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { TicketStatusBadge } from '@/ui/attachment/TicketStatusBadge';
import { OrderSection } from './OrderFacts';
import { useReportedProblems } from './queries';

export function ReportedProblems({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const problems = useReportedProblems(useChefDb(), order);
  if (problems.length === 0) return null;
  return (
    <OrderSection title={t('details.reportedProblems')}>
      <List.Root variant="plain" gap="2" data-testid="reported-problems">
        {problems.map((problem) => (
          <List.Item key={problem.ref} display="flex" alignItems="center" gap="3" flexWrap="wrap">
            <ChakraLink asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
              <Link to="/tickets/details/$id" params={{ id: problem.ref }}>
                {problem.title}
              </Link>
            </ChakraLink>
            <TicketStatusBadge status={problem.status} />
          </List.Item>
        ))}
      </List.Root>
    </OrderSection>
  );
}
