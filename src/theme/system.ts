// The Chakra system of the app (its configuration: system-config.ts). In the build, Chakra's
// createSystem no longer computes the global CSS (token variables, reset, global styles,
// keyframes): index.html carries it, written at build time (scripts/chakra-css.ts).
import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './system-config';

export const system = createSystem(...systemConfigs);
