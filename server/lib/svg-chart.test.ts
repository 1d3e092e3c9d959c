import { describe, expect, it } from 'vitest';
import { niceStep, renderLineChart, valueAxis } from './svg-chart.js';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(730)).toBe(1000);
    expect(niceStep(0)).toBe(1);
  });
});

describe('valueAxis', () => {
  it('starts at 0 when the figures are close to it', () => {
    expect(valueAxis([3, 17])).toEqual({ min: 0, max: 20, ticks: [0, 5, 10, 15, 20] });
  });
  it('does not start at 0 when every figure is far from it (small changes stay readable)', () => {
    expect(valueAxis([9000, 12000])).toEqual({ min: 9000, max: 12000, ticks: [9000, 10000, 11000, 12000] });
  });
  it('gives a flat series some room', () => {
    const axis = valueAxis([500, 500]);
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThan(500);
  });
  it('has an axis with no figures at all', () => {
    expect(valueAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});

describe('renderLineChart', () => {
  const chart = (extra: Partial<Parameters<typeof renderLineChart>[0]> = {}) =>
    renderLineChart({
      title: 'Rent of 2-bedroom flats in Lumley',
      description: 'Median rent per month, last 6 months',
      xLabels: months,
      series: [{ name: 'Median', values: [10, 12, null, 11, 13, 14] }],
      ...extra,
    });

  it('is a self-contained, scalable, accessible SVG', () => {
    const svg = chart();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="chart-title">Rent of 2-bedroom flats in Lumley</title>');
    expect(svg).toContain('<desc id="chart-desc">Median rent per month, last 6 months</desc>');
    expect(svg).not.toMatch(/<script|href=|url\(|@import|<image|<foreignObject/i);
    expect(svg).not.toMatch(/ width="\d+" height="\d+" role/); // no fixed size on the root: it scales
  });

  it('breaks the line where a figure is missing', () => {
    const svg = chart();
    expect(svg.match(/<polyline /g)).toHaveLength(2); // Jan-Feb and Apr-Jun
  });

  it('draws a point standing alone as a dot', () => {
    const svg = chart({ series: [{ name: 'Median', values: [null, 5, null, null, 6, 7] }] });
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg.match(/<polyline /g)).toHaveLength(1);
  });

  it('shades the band only where both ends are known', () => {
    const svg = chart({ band: { name: '25th to 75th percentile', low: [8, 9, null, 9, 10, 11], high: [12, 14, null, 13, 15, 16] } });
    expect(svg.match(/<polygon /g)).toHaveLength(2);
    expect(svg).toContain('<title>25th to 75th percentile</title>');
  });

  it('labels the value axis with the function passed in', () => {
    const svg = chart({ formatY: (n) => `Le ${n.toLocaleString('en')}` });
    expect(svg).toContain('>Le 10<');
    expect(svg).toContain('>Le 14<');
  });

  it('thins out x labels that would not fit, always keeping the last', () => {
    const days = Array.from({ length: 90 }, (_, i) => `d${i + 1}`);
    const svg = renderLineChart({ title: 't', description: 'd', xLabels: days, series: [{ name: 'Views', values: days.map((_, i) => i) }] });
    const labels = [...svg.matchAll(/text-anchor="middle"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels.length).toBeLessThan(20);
    expect(labels.at(-1)).toBe('d90');
  });

  it('keeps a wide last x label inside the picture, and short ones centred', () => {
    const days = ['25 Nov', '26 Nov', '27 Nov'];
    const svg = renderLineChart({ title: 't', description: 'd', xLabels: days, series: [{ name: 'Views', values: [1, 2, 3] }] });
    expect(svg).toMatch(/text-anchor="end"[^>]*>27 Nov</);
    expect(svg).toMatch(/text-anchor="middle"[^>]*>25 Nov</);
    const short = renderLineChart({ title: 't', description: 'd', xLabels: months, series: [{ name: 'Rent', values: [1, 2, 3, 4, 5, 6] }] });
    expect(short).toMatch(/text-anchor="middle"[^>]*>Jun</);
  });

  it('escapes every text so a title cannot inject markup', () => {
    const svg = chart({ title: '<script>alert(1)</script>', series: [{ name: 'A & "B"', values: [1, 2, 3, 4, 5, 6] }] });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A &amp; &quot;B&quot;');
  });

  it('keeps ids apart when several charts share a page', () => {
    const svg = chart({ idPrefix: 'rent-2' });
    expect(svg).toContain('aria-labelledby="rent-2-title rent-2-desc"');
    expect(svg).toContain('<title id="rent-2-title">');
  });

  it('draws several series in different colours', () => {
    const svg = chart({ series: [{ name: 'Views', values: [1, 2, 3, 4, 5, 6] }, { name: 'Inquiries', values: [0, 1, 0, 1, 0, 1] }] });
    const strokes = [...svg.matchAll(/<polyline [^>]*stroke="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(strokes).size).toBe(2);
  });

  it('draws an empty chart (no figures) without failing', () => {
    const svg = chart({ series: [{ name: 'Median', values: [null, null, null, null, null, null] }] });
    expect(svg).toContain('</svg>');
    expect(svg).not.toContain('NaN');
  });

  it('sets the text size and keeps room for it', () => {
    const svg = chart({ fontSize: 15, width: 480, height: 260 });
    expect(svg).toContain('viewBox="0 0 480 260"');
    expect(svg).toContain('font-size="15"');
    expect(svg).toContain('<line x1="90"'); // the plot starts 6 text heights in, after the value labels
  });
});
