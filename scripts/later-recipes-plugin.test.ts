// The build's plugin that brings the later Chakra recipes where they are drawn
// (scripts/later-recipes-plugin.ts): a module drawing a component of a later recipe imports
// add-later-recipes first; any other module, or one that only names a type, is left as it is.
import { describe, expect, it } from 'vitest';
import { ADD_LATER_RECIPES, laterRecipesIn, withLaterRecipes } from './later-recipes-plugin.ts';

const app = (name: string) => `/app/src/features/${name}`;

describe('the later recipes where they are drawn', () => {
  it('come first in a module that draws a dialog, a date picker or a badge', () => {
    const source = "import { Dialog, Stack } from '@chakra-ui/react';\nexport const X = () => null;\n";
    const result = withLaterRecipes(source, app('orders/ActionDialog.tsx'));
    expect(result?.code).toBe(`import '${ADD_LATER_RECIPES}';\n${source}`);
    expect(result?.map.mappings).not.toBe('');
    expect(laterRecipesIn("import {\n  DatePicker,\n  Portal,\n} from '@chakra-ui/react';")).toEqual(['datePicker']);
    expect(withLaterRecipes("import { Badge } from \"@chakra-ui/react\";", app('orders/OrderBadges.tsx?tsr-split=component'))?.code).toMatch(/^import '@\/theme\/add-later-recipes';/);
  });

  it("leave alone a module that draws only starting recipes, names only a type, or is not the app's", () => {
    expect(withLaterRecipes("import { Button, Field, Input, Text } from '@chakra-ui/react';", app('auth/LoginScreen.tsx'))).toBeNull();
    expect(withLaterRecipes("import { type DialogRootProps, Box } from '@chakra-ui/react';\nimport type { Tag } from '@chakra-ui/react';", app('x.tsx'))).toBeNull();
    expect(withLaterRecipes("import { Dialog } from '@chakra-ui/react';", '/app/node_modules/some/index.js')).toBeNull();
    // The theme's own modules make the system: never pointed at it.
    expect(withLaterRecipes("import { Toast } from '@chakra-ui/react';", '/app/src/theme/anything.ts')).toBeNull();
  });
});
