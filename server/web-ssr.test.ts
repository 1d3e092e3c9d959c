import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cspAllowingScript, readPageStarter, withPageStarter, withRenderedPage, withScriptsAfterContent } from './web-ssr.js';

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

describe('withPageStarter', () => {
  const starter = { script: 'startApp()', hash: "'sha256-x'" };

  it('takes the app\'s scripts out of the head and lists them, with the page\'s code, for the starter at the end', () => {
    const page = withPageStarter(INDEX, starter, ['/assets/start-1.js', '/assets/web-1.js', '/assets/page-1.js'])!;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/web-1.css">');
    const bootCode = JSON.parse(/<script type="application\/json" id="boot-code">([^<]*)<\/script>/.exec(page)![1]!);
    // The entry's own imports first, each file once.
    expect(bootCode).toEqual({ entry: '/assets/index-1.js', code: ['/assets/web-1.js', '/assets/start-1.js', '/assets/page-1.js'] });
    expect(page).toMatch(/id="boot-code">[^<]*<\/script><script>startApp\(\)<\/script><\/body>/);
  });

  it('escapes what could close the list\'s element', () => {
    const page = withPageStarter(INDEX, starter, ['/assets/</script>.js'])!;
    expect(page).not.toContain('/assets/</script>');
    expect(page).toContain('\\u003c/script>');
  });

  it('leaves a page without an entry script alone', () => {
    expect(withPageStarter('<html><head></head><body></body></html>', starter, ['/assets/a.js'])).toBeNull();
  });
});

describe('readPageStarter', () => {
  it('reads the built starter with the CSP hash of its exact text, or gives null without one', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'salone-starter-'));
    try {
      expect(readPageStarter(dist)).toBeNull();
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite', 'page-starter.js'), '(()=>{go()})();');
      const expected = createHash('sha256').update('(()=>{go()})();').digest('base64');
      expect(readPageStarter(dist)).toEqual({ script: '(()=>{go()})();', hash: `'sha256-${expected}'` });
      writeFileSync(path.join(dist, '.vite', 'page-starter.js'), 'x("</script>")');
      expect(() => readPageStarter(dist)).toThrow(/<\/script/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('cspAllowingScript', () => {
  it('adds the source to script-src only', () => {
    const csp = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(cspAllowingScript(csp, "'sha256-x'")).toBe("default-src 'self';script-src 'self' 'sha256-x';style-src 'self' 'unsafe-inline'");
    expect(cspAllowingScript("script-src 'self'", "'sha256-x'")).toBe("script-src 'self' 'sha256-x'");
  });

  it('refuses a policy without script-src rather than leave the starter blocked', () => {
    expect(() => cspAllowingScript("default-src 'self';script-src-attr 'none'", "'sha256-x'")).toThrow(/script-src/);
  });
});
