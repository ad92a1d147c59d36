// The Chakra system of the app (its configuration: system-config.ts). In the build, Chakra's
// createSystem no longer computes the global CSS (token variables, reset, global styles,
// keyframes) and the configuration only that CSS needs (global-config.ts) is left out of the
// bundle: index.html carries the CSS, written at build time (scripts/chakra-css.ts). The recipes
// the sign-in screen does not draw join the system when first used (later-recipes.ts). `npm run
// dev` and the tests run Chakra unpatched, with every recipe and the global CSS from the start.
import { createSystem } from '@chakra-ui/react';
import { globalConfigs } from './global-config';
import { laterConfigs } from './later-recipes';
import { systemConfigs } from './system-config';

export const system = createSystem(...systemConfigs, ...(import.meta.env.PROD ? [] : [...laterConfigs, ...globalConfigs]));
