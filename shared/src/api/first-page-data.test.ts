// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstPageData } from './first-page-data';

function pageCarries(text: string): void {
  document.body.innerHTML = `<script id="site-first-data" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('takeFirstPageData', () => {
  it('reads the settings and user the server wrote into the page, once', () => {
    pageCarries('{"settings":{"domain_language":"de"},"user":null}');
    expect(takeFirstPageData()).toEqual({ settings: { domain_language: 'de' }, user: null });
    expect(takeFirstPageData()).toBeNull();
  });

  it('answers null for a page without them or with something else, so the shell fetches them', () => {
    expect(takeFirstPageData()).toBeNull();
    pageCarries('{"settings":null,"user":null}');
    expect(takeFirstPageData()).toBeNull();
    pageCarries('not json');
    expect(takeFirstPageData()).toBeNull();
  });
});
