// Which CSS rules a picture of the screen needs (src/db/screen-snapshot.ts): the page holds every
// rule Chakra inserted this session (about 110 kB on the active orders), the picture uses a few.
// A style rule is kept when one of its selectors may match: every class it requires is in the
// picture (or on <html>/<body>). Arguments of :not(), :where(), :is() and :has() are not read, so
// a rule is dropped only when it cannot match; at-rules are kept, groups (@layer, @media,
// @supports, @container) are pruned inside and dropped when nothing is left. Then the custom
// properties nothing reads go (Chakra declares every token of the theme; a screen reads a few).

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

interface CustomProperty {
  name: string;
  value: string;
  /** Where the declaration starts (the white space before it) and ends (its `;`, if any). */
  start: number;
  end: number;
}

/** The custom property declarations (`--name: value;`) of a stylesheet's text, as the browser
 * writes it: a value ends at `;` or `}` outside brackets and quotes. */
function customProperties(css: string): CustomProperty[] {
  const found: CustomProperty[] = [];
  const declaration = /([{;]\s*)(--[\w-]+)\s*:/g;
  for (let match = declaration.exec(css); match; match = declaration.exec(css)) {
    // The declaration with the white space before it, so taking it out leaves the text tidy.
    const start = match.index + 1;
    let at = declaration.lastIndex;
    let depth = 0;
    let quote = '';
    for (; at < css.length; at += 1) {
      const char = css[at];
      if (quote) {
        if (char === '\\') at += 1;
        else if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '(' || char === '[') depth += 1;
      else if (char === ')' || char === ']') depth -= 1;
      else if (depth <= 0 && (char === ';' || char === '}')) break;
    }
    const value = css.slice(declaration.lastIndex, at);
    const end = css[at] === ';' ? at + 1 : at - (value.length - value.trimEnd().length);
    found.push({ name: match[2] ?? '', value, start, end });
    declaration.lastIndex = at;
  }
  return found;
}

const references = (text: string): string[] => Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] ?? '');

/**
 * The CSS without the custom properties nothing uses: not the rules, not the markup (`markup`: the
 * picture's HTML and the <html> style, where inline styles set and read them), not another custom
 * property that is used. Chakra declares every token of the theme; a screen reads a few.
 */
export function withoutUnusedCustomProperties(css: string, markup: string): string {
  const declared = customProperties(css);
  let outside = '';
  let from = 0;
  for (const property of declared) {
    outside += css.slice(from, property.start);
    from = property.end;
  }
  outside += css.slice(from);
  const used = new Set([...references(outside), ...references(markup)]);
  const valuesOf = new Map<string, string[]>();
  for (const property of declared) valuesOf.set(property.name, [...(valuesOf.get(property.name) ?? []), property.value]);
  // Everything a used property's values read is used too.
  const pending = Array.from(used);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of valuesOf.get(name) ?? [])
      for (const referenced of references(value))
        if (!used.has(referenced)) {
          used.add(referenced);
          pending.push(referenced);
        }
  }
  let kept = '';
  from = 0;
  for (const property of declared) {
    if (used.has(property.name)) continue;
    kept += css.slice(from, property.start);
    from = property.end;
  }
  return kept + css.slice(from);
}
