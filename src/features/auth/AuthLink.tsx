// A text link between the auth screens, styled by Chakra and routed by TanStack Router; 44 px tall
// on a phone (a thumb's target).
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type AuthPath = '/auth/login' | '/auth/register' | '/auth/forgot-password';

export function AuthLink({ to, children }: { to: AuthPath; children: ReactNode }) {
  return (
    <Link asChild color="colorPalette.fg" fontWeight="medium" variant="underline" minH={{ base: '11', md: 'auto' }} display="inline-flex" alignItems="center" textDecorationColor="transparent" _hover={{ textDecorationColor: 'currentColor' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
