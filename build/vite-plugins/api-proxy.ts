import type { ProxyOptions } from 'vite';
import { isLoopbackAddress } from '../../server/lib/local-request.ts';

/**
 * `npm run dev` and `vite preview` pass /api to the server on this machine (127.0.0.1, where a development server
 * listens). The proxy connects from loopback: a browser on another machine (vite --host) is named in
 * X-Forwarded-For, so the server's development features still answer only this machine (server/lib/local-request.ts).
 */
export const apiProxy: ProxyOptions = {
  target: 'http://127.0.0.1:5000',
  changeOrigin: false,
  configure(proxy) {
    proxy.on('proxyReq', (proxyRequest, request) => {
      const client = request.socket.remoteAddress;
      if (!isLoopbackAddress(client)) proxyRequest.setHeader('x-forwarded-for', client ?? 'unknown');
    });
  },
};
