import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as icons from './icons';

afterEach(() => {
  cleanup();
});

describe('icons', () => {
  it.each(Object.entries(icons))('%s is decorative: hidden from assistive technology, never focused', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('fill')).toBe('none');
  });

  it('takes a size, a class and a filled look', () => {
    const { container } = render(<icons.HeartIcon size={18} filled className="me-1" />);
    const svg = container.querySelector('svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['18', '18']);
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('class')).toBe('me-1');
  });
});
