// The two sets of Chakra recipes in the app's system, by key: the sign-in screen's (recipes.ts) and
// the other screens' (later-recipes.ts); the system has both from the start (system.ts). Both
// modules are typed to hold exactly these keys.

export const STARTING_RECIPES = ['button', 'heading', 'icon', 'input', 'link', 'separator', 'spinner'] as const;
export const STARTING_SLOT_RECIPES = ['card', 'field'] as const;

export const LATER_RECIPES = ['badge', 'checkmark', 'code', 'inputAddon', 'radiomark', 'textarea'] as const;
export const LATER_SLOT_RECIPES = [
  'alert', 'avatar', 'checkbox', 'dataList', 'datePicker', 'dialog', 'drawer', 'list', 'menu', 'nativeSelect', 'popover', 'progress', 'radioCard',
  'radioGroup', 'switch', 'table', 'tag', 'toast', 'tooltip',
] as const;

/** `Record` of exactly these keys (for `satisfies`). */
export type RecipesOf<Keys extends readonly string[]> = Record<Keys[number], unknown>;
