import { describe, expect, it } from 'vitest';
import { mayMatch, requiredClasses, withoutUnusedCustomProperties } from './css';

const onScreen = new Set(['css-a1', 'chakra-button', 'app-dark']);

describe('the CSS a picture of the screen keeps', () => {
  it('reads the classes each selector of a list requires', () => {
    expect(requiredClasses('.css-a1:hover, .app-dark .css-b2::before')).toEqual([new Set(['css-a1']), new Set(['app-dark', 'css-b2'])]);
    expect(requiredClasses('html, :root, *')).toEqual([new Set(), new Set(), new Set()]);
  });

  it('keeps a rule whose classes are all on screen, and rules that need no class', () => {
    expect(mayMatch('.css-a1', onScreen)).toBe(true);
    expect(mayMatch('.app-dark .css-a1:focus-visible', onScreen)).toBe(true);
    expect(mayMatch('.css-zz, .chakra-button[data-disabled]', onScreen)).toBe(true);
    expect(mayMatch('body, [data-theme=dark]', onScreen)).toBe(true);
  });

  it('drops a rule that needs a class nothing on screen has', () => {
    expect(mayMatch('.css-zz', onScreen)).toBe(false);
    expect(mayMatch('.app-dark .css-zz', onScreen)).toBe(false);
    expect(mayMatch('.css-a1.css-zz', onScreen)).toBe(false);
  });

  it('does not read the arguments of :not(), :where(), :is() and :has(), nested or not', () => {
    expect(mayMatch('.css-a1:not(.light)', onScreen)).toBe(true);
    expect(mayMatch(':where(.dark, .dark *) .css-a1', onScreen)).toBe(true);
    expect(mayMatch('.css-a1:is(:not(.x), .y)', onScreen)).toBe(true);
    expect(mayMatch(':where(.anything) .css-zz', onScreen)).toBe(false);
  });

  it('does not take a number or a file name for a class', () => {
    expect(mayMatch('[data-x="1.5"]', onScreen)).toBe(true);
    expect(mayMatch('img[src$="a.png"]', onScreen)).toBe(true);
    expect(mayMatch('[data-x="a,.css-zz"] .css-a1', onScreen)).toBe(true);
  });
});

describe('the custom properties a picture keeps', () => {
  it('keeps what the rules read, and what those read in turn; drops the rest', () => {
    const css = [
      ':where(html, .chakra-theme) { --c-red: #f00; --c-blue: #00f; --c-fg: var(--c-red); --unused: 1px; }',
      '.css-a1 { color: var(--c-fg); --c-palette: var(--c-blue); }',
    ].join('\n');
    const kept = withoutUnusedCustomProperties(css, '<p class="css-a1">x</p>');
    expect(kept).toBe([':where(html, .chakra-theme) { --c-red: #f00; --c-fg: var(--c-red); }', '.css-a1 { color: var(--c-fg); }'].join('\n'));
  });

  it('keeps what the markup reads, and reads values with brackets, quotes and semicolons in them', () => {
    const css = ':root { --w: 10px; --font: "A;B", sans-serif; --shadow: 0 0 var(--w) rgb(0 0 0 / 0.5); --icon: url("a;b.svg"); --gone: x }';
    const kept = withoutUnusedCustomProperties(css, '<div style="width: var(--shadow); font-family: var(--font)"></div>');
    expect(kept).toBe(':root { --w: 10px; --font: "A;B", sans-serif; --shadow: 0 0 var(--w) rgb(0 0 0 / 0.5); }');
  });

  it('keeps every declaration of a used property (light and dark)', () => {
    const css = ':root { --bg: white; } .app-dark { --bg: black; } body { background: var(--bg); }';
    expect(withoutUnusedCustomProperties(css, '')).toBe(css);
  });

  it('leaves CSS without custom properties as it is', () => {
    const css = '@layer reset { html { line-height: 1.5; } } .css-a1:hover { color: red; }';
    expect(withoutUnusedCustomProperties(css, '')).toBe(css);
  });
});
