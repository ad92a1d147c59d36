// The Chakra recipes the app's screens use, and only those: Chakra's full set (76 recipes) was
// ~60 kB of gzipped JS in the first download. A component whose recipe is missing renders
// unstyled, so recipes.server.test.ts fails when a file imports a Chakra component whose recipe is
// in neither set: add it to later-recipes.ts (and its key to recipe-sets.ts).
// Two sets, both in the system from the start (system.ts): those here, which the sign-in screen
// draws, and the others (later-recipes.ts).
import {
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import type { STARTING_RECIPES, STARTING_SLOT_RECIPES, RecipesOf } from './recipe-sets';

/** On the sign-in screens and the app's frame: in the system from the start. */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
} satisfies RecipesOf<typeof STARTING_RECIPES>;

export const slotRecipes = {
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
} satisfies RecipesOf<typeof STARTING_SLOT_RECIPES>;
