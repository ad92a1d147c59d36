// Every Chakra component the app imports, through each import path it uses (and the dialog as
// Chakra's guide imports it, `@chakra-ui/react/dialog`), is styled by its recipe in the built app:
// a component whose recipe is missing from the system renders unstyled, silently. The list is read
// from the source (tools/chakra-components.ts); the page /dev/styled draws the components of one
// import path from a module that imports nothing else. Styled: the part that carries the recipe's
// styles (src/features/styled-check/samples.tsx) has a computed style that differs from a bare
// element of the same tag in the same place, in at least one property a recipe sets.
import { CHAKRA_COMPONENTS } from '../../src/features/styled-check/components.gen.ts';
import { expect, test } from './support/test.ts';

/** Properties recipes set and content does not change (not the width or height). */
const RECIPE_PROPERTIES = [
  'display', 'flex-direction', 'align-items', 'justify-content', 'gap', 'padding-top', 'padding-left', 'border-top-width', 'border-top-style', 'border-top-color',
  'border-top-left-radius', 'background-color', 'color', 'font-size', 'font-weight', 'line-height', 'min-height', 'min-width', 'box-shadow', 'cursor', 'text-decoration-line',
  'vertical-align', 'overflow-x', 'position', 'border-collapse', 'fill', 'flex-shrink', 'animation-name',
];

for (const [importPath, names] of Object.entries(CHAKRA_COMPONENTS)) {
  test(`the components imported from ${importPath} are styled`, async ({ page }) => {
    await page.goto(`/dev/styled?path=${encodeURIComponent(importPath)}`);
    await expect(page.locator('[data-sample]')).toHaveCount(names.length);
    await expect(page.locator('[data-missing-sample]')).toHaveCount(0);
    const partOf = (name: string) => page.locator(`[data-sample="${name}"] :is([data-check], #checked-addon), [data-check-portalled="${name}"]`).first();
    for (const name of names) await expect(partOf(name)).toBeAttached();
    const unstyled = await page.evaluate((properties) => {
      const results: string[] = [];
      for (const section of Array.from(document.querySelectorAll<HTMLElement>('[data-sample]'))) {
        const part = section.querySelector('[data-check], #checked-addon') ?? document.querySelector(`[data-check-portalled="${section.dataset.sample}"]`);
        if (!part?.parentElement) {
          results.push(`${section.dataset.sample}: no part to check`);
          continue;
        }
        const bare = part.namespaceURI === 'http://www.w3.org/2000/svg' ? document.createElementNS(part.namespaceURI, part.localName) : document.createElement(part.localName);
        part.parentElement.insertBefore(bare, part);
        const styled = getComputedStyle(part);
        const plain = getComputedStyle(bare);
        const differs = properties.filter((property) => styled.getPropertyValue(property) !== plain.getPropertyValue(property));
        bare.remove();
        if (differs.length === 0) results.push(`${section.dataset.sample} (${part.localName}): styled like a bare <${part.localName}>`);
      }
      return results;
    }, RECIPE_PROPERTIES);
    expect(unstyled).toEqual([]);
  });
}
