// "← Back to …": the link at the top of a detail screen, at least 44 px tall (a thumb's target on
// a phone).
import { Link } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="start" minH="11" display="inline-flex" alignItems="center" gap="1.5" pe="2">
      <RouterLink to={to}>
        <ArrowLeft size={16} aria-hidden="true" />
        {children}
      </RouterLink>
    </Link>
  );
}
