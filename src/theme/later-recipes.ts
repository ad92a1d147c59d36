// The Chakra recipes the sign-in screen does not draw (the others: recipes.ts), with the app's
// changes to them. The system has them from the start, in `npm run dev`, the tests and the build
// alike (system.ts): 6.7 kB of Brotli in the first visit's download.
import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  inputAddonRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  switchSlotRecipe,
  tagSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { LATER_RECIPES, LATER_SLOT_RECIPES, RecipesOf } from './recipe-sets';
import { controlEdge } from './system-config';

/** The signed-in screens' recipes, the sign-up form's and the toasts'. */
export const laterRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  inputAddon: inputAddonRecipe,
  radiomark: radiomarkRecipe,
  textarea: textareaRecipe,
} satisfies RecipesOf<typeof LATER_RECIPES>;

export const laterSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
} satisfies RecipesOf<typeof LATER_SLOT_RECIPES>;

/** The later recipes (recipes.ts), and the app's changes to them (merged as createSystem merges). */
const laterTheme = defineConfig({ theme: { recipes: laterRecipes, slotRecipes: laterSlotRecipes } });
const laterChanges = defineConfig({
  theme: {
    recipes: {
      textarea: { variants: { variant: { outline: controlEdge } } },
    },
    slotRecipes: {
      nativeSelect: { slots: laterSlotRecipes.nativeSelect.slots, variants: { variant: { outline: { field: controlEdge } } } },
      datePicker: { slots: laterSlotRecipes.datePicker.slots, variants: { variant: { outline: { input: controlEdge } } } },
      // The track of a switch that is off is its only outline.
      switch: { slots: laterSlotRecipes.switch.slots, variants: { variant: { solid: { control: { bg: 'border.emphasized' } } } } },
      // Chakra fades the description to 80%: on a solid success or error toast that fails AA.
      toast: { slots: laterSlotRecipes.toast.slots, base: { description: { opacity: 1 } } },
    },
  },
});

/** The later recipes with the app's changes, to merge as createSystem merges its configs. */
export const laterConfigs = [laterTheme, laterChanges] as const;
