// Production builds run the app on Preact (through preact/compat) instead of React: React 19 alone is ~60 KB
// of gzip JavaScript, which left no room in the 80 KB a phone may download before a page is usable
// (docs/decisions/0004-preact-in-production.md). This module stands in for 'react' and adds the one React 19
// hook a dependency needs that preact/compat lacks: `use`, which react-leaflet calls only with a context.
// Plain JavaScript: the app is type-checked against React's types; this file only exists in the bundle.
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function use(usable) {
  if (usable && typeof usable.then === 'function') throw new Error('use(promise) is not supported in this build');
  return useContext(usable);
}
