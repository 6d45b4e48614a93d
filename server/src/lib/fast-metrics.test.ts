import { type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastCounter, FastHistogram } from './fast-metrics';

describe('hot-path metrics in the Prometheus text format', () => {
  it('a histogram renders cumulative buckets, +Inf, sum and count per label set; a counter its value', async () => {
    const registry = new Registry();
    const h = new FastHistogram('t_seconds', 'test durations', [0.01, 0.1, 1]);
    const c = new FastCounter('t_total', 'test count');
    registry.registerMetric(h as unknown as Metric);
    registry.registerMetric(c as unknown as Metric);
    const ok = h.child({ call: 'a/b', status: '200' });
    for (const v of [0.005, 0.05, 0.05, 0.5, 5]) ok(v);
    h.child({ call: 'a/b', status: '502' })(0.2);
    const hits = c.child({ call: 'a/b', result: 'hit' });
    hits.inc();
    hits.inc(2);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_seconds histogram');
    expect(text).toContain('t_seconds_bucket{call="a/b",status="200",le="0.01"} 1');
    expect(text).toContain('t_seconds_bucket{call="a/b",status="200",le="0.1"} 3');
    expect(text).toContain('t_seconds_bucket{call="a/b",status="200",le="1"} 4');
    expect(text).toContain('t_seconds_bucket{call="a/b",status="200",le="+Inf"} 5');
    expect(text).toContain('t_seconds_sum{call="a/b",status="200"} 5.605');
    expect(text).toContain('t_seconds_count{call="a/b",status="200"} 5');
    expect(text).toContain('t_seconds_count{call="a/b",status="502"} 1');
    expect(text).toContain('# TYPE t_total counter');
    expect(text).toContain('t_total{call="a/b",result="hit"} 3');
    registry.resetMetrics();
    expect(await registry.metrics()).toContain('t_total{call="a/b",result="hit"} 0');
  });
});
