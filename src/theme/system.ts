// The Chakra system of the app (its configuration: system-config.ts), with every recipe the app's
// screens draw from the start: the sign-in screen's (recipes.ts) and the others (later-recipes.ts),
// the same in `npm run dev`, the tests and the build. Chakra's createSystem, patched at install
// (patches/README.md), no longer computes the global CSS (token variables, reset, global styles,
// keyframes): index.html carries it, made outside Chakra by build/chakra-css/generate.ts, so the
// configuration only that CSS needs (global-config.ts) is not part of the app.
import { createSystem } from '@chakra-ui/react';
import { laterConfigs } from './later-recipes';
import { systemConfigs } from './system-config';

export const system = createSystem(...systemConfigs, ...laterConfigs);
