// @vitest-environment happy-dom
import path from 'node:path';
import * as sass from 'sass-embedded';
import { beforeAll, describe, expect, it } from 'vitest';
import { SASS_OPTIONS, THEME_DIR } from './used-classes';

/** WCAG's relative luminance of an `#rrggbb` or `rgb(…)` colour (numbers or percentages). */
function luminance(color: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  const parts = hex
    ? hex.slice(1).map((part) => parseInt(part, 16) / 255)
    : [...color.matchAll(/([\d.]+)(%?)/g)].slice(0, 3).map(([, n, pct]) => Number(n) / (pct ? 100 : 255));
  if (parts.length !== 3) throw new Error(`not a colour: ${color}`);
  const [r, g, b] = parts.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/** The site's stylesheet applied to a page, as the shell loads it (issue 16's review). */
describe('the site stylesheet on a page', () => {
  beforeAll(async () => {
    const css = (await sass.compileAsync(path.join(THEME_DIR, 'site.scss'), SASS_OPTIONS)).css;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, 60_000);

  it('draws an enabled outline button in the secondary colour legibly (4.5:1), not as if disabled', () => {
    document.body.innerHTML = '<button type="button" class="btn btn-outline-secondary">Back</button>';
    const style = getComputedStyle(document.querySelector('button')!);
    expect(contrastOnWhite(style.getPropertyValue('--bs-btn-color'))).toBeGreaterThanOrEqual(4.5);
    // Its border marks the control (3:1 for a component's boundary).
    expect(contrastOnWhite(style.getPropertyValue('--bs-btn-border-color'))).toBeGreaterThanOrEqual(3);
  });

  it('draws no outline around a heading or main that a script focused, but leaves controls theirs', () => {
    /** The outline width of the element focused by script, in a page of its own. */
    const outlineOf = (markup: string) => {
      document.body.innerHTML = markup;
      const element = document.body.firstElementChild as HTMLElement;
      element.focus();
      expect(document.activeElement).toBe(element);
      return getComputedStyle(element).outlineWidth;
    };
    expect(outlineOf('<h1 class="h3" tabindex="-1">Title</h1>')).toMatch(/^0(px)?$/);
    expect(outlineOf('<h2 class="h5" tabindex="-1">Step</h2>')).toMatch(/^0(px)?$/);
    expect(outlineOf('<main id="main" tabindex="-1">Page</main>')).toMatch(/^0(px)?$/);
    expect(outlineOf('<button type="button" tabindex="-1">Menu item</button>')).not.toMatch(/^0(px)?$/);
    expect(outlineOf('<a href="/x" tabindex="-1">Link</a>')).not.toMatch(/^0(px)?$/);
  });
});
