// Which CSS rules a picture of the screen needs (src/db/screen-snapshot.ts): the page holds every
// rule Chakra inserted this session (about 110 kB on the active orders), the picture uses a few.
// A style rule is kept when one of its selectors may match: every class it requires is in the
// picture (or on <html>/<body>). Arguments of :not(), :where(), :is() and :has() are not read, so
// a rule is dropped only when it cannot match; at-rules are kept, groups (@layer, @media,
// @supports, @container) are pruned inside and dropped when nothing is left.

/** The classes a selector list requires, one set per selector; :not()/:where()/… left out. */
export function requiredClasses(selectorText: string): Set<string>[] {
  // Attribute selectors may hold dots ("1.5", "a.png") and commas: not classes.
  let plain = selectorText.replace(/\[[^\]]*\]/g, '[]');
  // Innermost functional pseudo-classes first, until none is left.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return plain.split(',').map((selector) => new Set(Array.from(selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? '')));
}

/** Whether a rule with this selector list may match an element of a page with `classes`. */
export function mayMatch(selectorText: string, classes: ReadonlySet<string>): boolean {
  return requiredClasses(selectorText).some((required) => Array.from(required).every((name) => classes.has(name)));
}

/** The rules of `rules` the picture may need, as CSS text. */
export function neededCss(rules: CSSRuleList, classes: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (mayMatch(rule.selectorText, classes)) kept.push(rule.cssText);
    } else if (rule instanceof CSSGroupingRule) {
      const inner = neededCss(rule.cssRules, classes);
      if (inner.length > 0) kept.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner.join('\n')}}`);
    } else {
      kept.push(rule.cssText);
    }
  }
  return kept;
}
