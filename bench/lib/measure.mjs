// A bounded closed-loop load generator: `concurrency` workers send `total` requests between them, one at a time each.
import { performance } from 'node:perf_hooks';

/** `request(i)` sends request number i and resolves when its answer is read. */
export async function measure({ total, concurrency, request }) {
  const latencies = [];
  const errors = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      try {
        await request(i);
        latencies.push(performance.now() - started);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (errors.length)
    console.error(
      `[bench] ${errors.length} of ${total} requests failed, the first: ${errors[0].cause?.message ?? errors[0].message}`,
    );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return {
    requests: total,
    failed: errors.length,
    concurrency,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: latencies.at(-1),
    perSecond: total / seconds,
  };
}

export function formatRow(label, r) {
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  return `${label.padEnd(34)} c=${String(r.concurrency).padEnd(3)} n=${String(r.requests).padEnd(5)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  ${r.perSecond.toFixed(0).padStart(5)} req/s`;
}
