// 'react' in the server renderer (web/entry-server.tsx, docs/decisions/0005): the browser's stand-in plus one
// change. preact/compat's useSyncExternalStore ignores React's third argument, the value to use on a server,
// and calls the browser one (wouter's reads `location`, which Node does not have). On the server there is
// nothing to subscribe to: the server value is read once, as React's own server renderer does.
export * from './react-on-preact.js';
export { default } from './react-on-preact.js';

export function useSyncExternalStore(_subscribe, getSnapshot, getServerSnapshot) {
  return (getServerSnapshot ?? getSnapshot)();
}
