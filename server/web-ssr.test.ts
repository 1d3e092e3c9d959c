import { describe, expect, it } from 'vitest';
import { withRenderedPage, withScriptsAfterContent } from './web-ssr.js';

const INDEX = [
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/web-1.js"><link rel="stylesheet" href="/assets/web-1.css"></head>',
  '<body><div id="root"><!--page--><div>splash</div><!--/page--></div>',
  '<noscript><p>Salone Homes needs JavaScript.</p></noscript></body></html>',
].join('');

describe('withRenderedPage', () => {
  it('puts the page in place of the splash, marks it for hydration and drops the no-script notice', () => {
    const page = withRenderedPage(INDEX, '<main>Listings</main>');
    expect(page).toContain('<div id="root" data-ssr><main>Listings</main></div>');
    expect(page).not.toContain('splash');
    expect(page).not.toContain('needs JavaScript');
  });

  it('leaves a page without the markers as it is', () => {
    const plain = '<div id="root"></div>';
    expect(withRenderedPage(plain, '<main>x</main>')).toBe(plain);
  });
});

describe('withScriptsAfterContent', () => {
  it('asks for the code at low priority, once, and leaves the stylesheet alone', () => {
    const once = withScriptsAfterContent(INDEX);
    expect(once).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(once).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/web-1.js">');
    expect(once).toContain('<link rel="stylesheet" href="/assets/web-1.css">');
    expect(withScriptsAfterContent(once)).toBe(once);
  });
});
