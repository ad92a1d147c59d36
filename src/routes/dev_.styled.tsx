// /dev/styled?path=@chakra-ui/react/dialog: the Chakra components the app imports through one
// import path, drawn for tests/e2e/styled-components.spec.ts. Outside both layouts, no login.
import { createFileRoute } from '@tanstack/react-router';
import { StyledCheckScreen } from '@/features/styled-check';

export const Route = createFileRoute('/dev_/styled')({
  validateSearch: (search: Record<string, unknown>): { path: string } => ({ path: typeof search.path === 'string' ? search.path : '' }),
  component: StyledCheck,
});

function StyledCheck() {
  const { path } = Route.useSearch();
  return <StyledCheckScreen path={path} />;
}
