// The two sets of Chakra recipes in the app's system, by key: those it starts with (recipes.ts),
// which the sign-in screen draws, and those that join it in the build when a module that draws
// one loads (later-recipes.ts, add-later-recipes.ts). Both modules are typed to hold exactly these
// keys. No imports: the build's plugin (scripts/later-recipes-plugin.ts) reads the later set.

export const STARTING_RECIPES = ['button', 'heading', 'icon', 'input', 'link', 'separator', 'spinner'] as const;
export const STARTING_SLOT_RECIPES = ['card', 'field'] as const;

export const LATER_RECIPES = ['badge', 'checkmark', 'code', 'inputAddon', 'radiomark', 'textarea'] as const;
export const LATER_SLOT_RECIPES = [
  'alert', 'avatar', 'checkbox', 'dataList', 'datePicker', 'dialog', 'drawer', 'list', 'menu', 'nativeSelect', 'popover', 'progress', 'radioCard',
  'radioGroup', 'switch', 'table', 'tag', 'toast', 'tooltip',
] as const;

/** `Record` of exactly these keys (for `satisfies`). */
export type RecipesOf<Keys extends readonly string[]> = Record<Keys[number], unknown>;
