// An open-loop load generator: requests start on a fixed schedule (rate per second, evenly spaced), whether or
// not earlier ones have answered, as independent visitors do. Latency is counted from when a request was due,
// not from when a free connection sent it, so a server that falls behind shows it (no "coordinated omission").
//
// Why not autocannon's overallRate: it spreads the rate over its connections, each on its own timer, so with 32
// connections the requests left in bursts of up to 32 at once; at 25 requests a second a listing detail (5 ms
// alone) then took 60 ms at the median, measuring the bursts rather than the server.
import http from 'node:http';

const TICK_MS = 2;
const TIMEOUT_MS = 10_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Sends `rate` requests a second for `seconds`; `requestAt(i)` gives the i-th: { method, path, headers, body }.
 * Answers the achieved rate, p50/p99 latency in ms, errors (non-2xx, failures, timeouts) and their kinds.
 */
export async function openLoop({ url, rate, seconds, requestAt }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const failures = new Map();
  const fail = (kind) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const pending = new Set();
  const start = performance.now();
  let sent = 0;

  const fire = (i) => {
    const due = start + (i * 1000) / rate;
    const { method, path, headers = {}, body } = requestAt(i);
    const done = new Promise((resolve) => {
      const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode < 200 || res.statusCode >= 300) fail(String(res.statusCode));
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => {
        fail(err.message === 'timeout' ? 'timeout' : err.code ?? 'error');
        resolve();
      });
      req.end(body);
    });
    pending.add(done);
    done.then(() => pending.delete(done));
  };

  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const dueNow = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < dueNow) fire(sent++);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  return {
    rate,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    statuses: [...failures.entries()].map(([kind, count]) => `${kind}×${count}`).join(' '),
  };
}
