// The Chakra system of the app (its configuration: system-config.ts), with every recipe the app's
// screens draw from the start: the sign-in screen's (recipes.ts) and the others (later-recipes.ts),
// the same in `npm run dev`, the tests and the build. In the build, Chakra's createSystem no longer
// computes the global CSS (token variables, reset, global styles, keyframes) and the configuration
// only that CSS needs (global-config.ts) is left out of the bundle: index.html carries the CSS,
// written at build time (scripts/chakra-css.ts). `npm run dev` and the tests compute and inject it.
import { createSystem } from '@chakra-ui/react';
import { globalConfigs } from './global-config';
import { laterConfigs } from './later-recipes';
import { systemConfigs } from './system-config';

export const system = createSystem(...systemConfigs, ...laterConfigs, ...(import.meta.env.PROD ? [] : globalConfigs));
