// The list the styled-components check draws (tools/chakra-components.ts): read from the app's
// imports with their paths, written to src/features/styled-check/ and current there, and every
// component in it has a drawing (samples.tsx). The check itself runs in the built app:
// tests/e2e/styled-components.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_DIR, chakraComponentsOfTheApp, chakraImportsWithPath, generatedModules } from './chakra-components.ts';

const root = path.resolve(import.meta.dirname, '..');

describe("the Chakra components the app imports, by import path", () => {
  it('are read with their path, values only, themes left out', () => {
    const source = "import { Dialog, type DialogRootProps, Box } from '@chakra-ui/react/dialog';\nimport { Badge as Tagline } from \"@chakra-ui/react\";\nimport { buttonRecipe } from '@chakra-ui/react/theme';";
    expect(chakraImportsWithPath(source)).toEqual([
      { name: 'Dialog', from: '@chakra-ui/react/dialog' },
      { name: 'Box', from: '@chakra-ui/react/dialog' },
      { name: 'Badge', from: '@chakra-ui/react' },
    ]);
  });

  it("hold the app's components that draw a recipe, and the dialog as Chakra's guide imports it", () => {
    const components = chakraComponentsOfTheApp();
    expect(components['@chakra-ui/react']).toEqual(expect.arrayContaining(['Badge', 'Button', 'Dialog', 'Field', 'Toast']));
    expect(components['@chakra-ui/react']).not.toContain('Box');
    expect(components['@chakra-ui/react/dialog']).toEqual(['Dialog']);
  });

  it('are written to src/features/styled-check, as the script writes them (`tsx tools/chakra-components.ts`)', () => {
    for (const [file, contents] of Object.entries(generatedModules())) expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(contents);
  });

  it('each have a drawing in samples.tsx', () => {
    const samples = readFileSync(path.join(CHECK_DIR, 'samples.tsx'), 'utf8');
    const drawn = new Set([...samples.matchAll(/^ {2}(\w+): \(c\) =>/gm)].map((match) => match[1]));
    const names = new Set(Object.values(chakraComponentsOfTheApp()).flat());
    expect([...names].filter((name) => !drawn.has(name))).toEqual([]);
  });
});
