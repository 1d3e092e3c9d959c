import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './local-request.js';

describe('isLoopbackAddress', () => {
  it('knows every spelling of loopback the socket may give', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses everything else, and a socket with no address', () => {
    for (const address of [undefined, '', '0.0.0.0', '::', '192.0.2.2', '::ffff:192.0.2.2', '128.0.0.1', '1::1', '::11', 'fe80::1', 'localhost', '127.0.0.1.example']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('takes localhost and bracketed IPv6 as HOST may be written', () => {
    expect(['localhost', '[::1]', '127.0.0.1', 'LOCALHOST'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', 'salone.example', '192.0.2.2'].map(isLoopbackHost)).toEqual([false, false, false, false]);
  });
});
