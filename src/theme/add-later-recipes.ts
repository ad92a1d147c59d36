// Adds the later recipes (later-recipes.ts) to the app's Chakra system when this module loads. In
// the build, every module that draws a component of one of them imports this module first
// (scripts/later-recipes-plugin.ts), so they are in the system before such a component renders;
// the sign-in screen draws none and never loads them. In `npm run dev` and the tests the system
// has them from the start and nothing changes.
// Chakra has no call to add a recipe to a system: this writes into the theme the system reads
// (`system._config.theme`), which Chakra 3.37.0 looks up on each use (getRecipe, isRecipe) and
// whose compiled recipes it caches per key on first use. add-later-recipes.server.test.ts fails
// when an upgrade changes either; a recipe must be added before its first use, hence the imports.
import { mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { laterConfigs } from './later-recipes';
import { system } from './system';

/** Adds the recipes of `config` that `target` does not have yet, as if it had been created with them. */
export function addRecipes(target: SystemContext, config: SystemConfig): void {
  const theme = target._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('add-later-recipes: the system has no recipes to add to (a Chakra upgrade?)');
  for (const [key, recipe] of Object.entries(config.theme?.recipes ?? {})) if (!target.isRecipe(key)) theme.recipes[key] = recipe;
  for (const [key, recipe] of Object.entries(config.theme?.slotRecipes ?? {})) if (!target.isSlotRecipe(key)) theme.slotRecipes[key] = recipe;
}

addRecipes(system, mergeConfigs(...laterConfigs));
