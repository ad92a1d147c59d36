// The app's Chakra provider: the system with the app's palettes, kept in step with the chef's
// layout config (applied on <html> on start and on every change).
import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyLayoutConfig, useLayoutConfig } from './layout-config';
import { system } from './system';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const config = useLayoutConfig();
  useLayoutEffect(() => applyLayoutConfig(config), [config]);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
