/**
 * Small generated files for the demo content, stored in the files table as content.<name>:
 * plot figures (SVG line/bar charts drawn from seeded data), news banners, book covers, expert
 * portraits, video posters and a short WAV tone for the audio items.
 */
import type { FigureKind } from './fixtures/types';
import { Rng } from './prng';

export interface DemoFile {
  id: string;
  content_type: string;
  bytes: Buffer;
}

export const fileUrl = (id: string): string => `/rc-pub/front/files/get?id=${id}`;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COLORS = ['#1f5fa8', '#c0392b', '#2e8b57', '#d4880f', '#6c3fa0'];

interface Axes {
  x: [number, number];
  y: [number, number];
  xLabel: string;
  yLabel: string;
}

interface Series {
  name: string;
  points: [number, number][];
}

const W = 480;
const H = 320;
const L = 62;
const R = 16;
const T = 18;
const B = 48;

function plot(title: string, axes: Axes, series: Series[], opts: { bars?: boolean; markers?: boolean } = {}): string {
  const sx = (x: number) => L + ((x - axes.x[0]) / (axes.x[1] - axes.x[0])) * (W - L - R);
  const sy = (y: number) => H - B - ((y - axes.y[0]) / (axes.y[1] - axes.y[0])) * (H - T - B);
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  parts.push(`<path d="M${L} ${T}V${H - B}H${W - R}" fill="none" stroke="#222" stroke-width="1.2"/>`);
  for (let i = 0; i <= 4; i++) {
    const xv = axes.x[0] + ((axes.x[1] - axes.x[0]) * i) / 4;
    const yv = axes.y[0] + ((axes.y[1] - axes.y[0]) * i) / 4;
    const fx = Math.abs(xv) >= 100 ? xv.toFixed(0) : xv.toFixed(1).replace(/\.0$/, '');
    const fy = Math.abs(yv) >= 100 ? yv.toFixed(0) : yv.toFixed(1).replace(/\.0$/, '');
    if (!opts.bars) {
      parts.push(`<path d="M${sx(xv).toFixed(1)} ${H - B}v5" stroke="#222"/>`);
      parts.push(`<text x="${sx(xv).toFixed(1)}" y="${H - B + 18}" text-anchor="middle">${fx}</text>`);
    }
    parts.push(`<path d="M${L} ${sy(yv).toFixed(1)}h-5" stroke="#222"/>`);
    parts.push(`<text x="${L - 8}" y="${(sy(yv) + 4).toFixed(1)}" text-anchor="end">${fy}</text>`);
  }
  parts.push(`<text x="${(L + W - R) / 2}" y="${H - 10}" text-anchor="middle">${esc(axes.xLabel)}</text>`);
  parts.push(`<text transform="translate(16 ${(T + H - B) / 2}) rotate(-90)" text-anchor="middle">${esc(axes.yLabel)}</text>`);
  if (opts.bars) {
    const n = series[0]!.points.length;
    const slot = (W - L - R) / n;
    series[0]!.points.forEach(([, y], i) => {
      const x0 = L + slot * i + slot * 0.2;
      const y0 = sy(y);
      parts.push(`<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${(slot * 0.6).toFixed(1)}" height="${(H - B - y0).toFixed(1)}" fill="${COLORS[i % COLORS.length]}"/>`);
      parts.push(`<text x="${(x0 + slot * 0.3).toFixed(1)}" y="${H - B + 18}" text-anchor="middle">S${i}</text>`);
    });
  } else {
    series.forEach((s, i) => {
      const d = s.points.map(([x, y], j) => `${j ? 'L' : 'M'}${sx(x).toFixed(1)} ${sy(y).toFixed(1)}`).join('');
      parts.push(`<path d="${d}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="1.6"/>`);
      if (opts.markers) {
        for (const [x, y] of s.points.filter((_, j) => j % 5 === 0)) {
          parts.push(`<circle cx="${sx(x).toFixed(1)}" cy="${sy(y).toFixed(1)}" r="2.5" fill="${COLORS[i % COLORS.length]}"/>`);
        }
      }
      parts.push(`<path d="M${W - R - 92} ${T + 10 + i * 16}h18" stroke="${COLORS[i % COLORS.length]}" stroke-width="2"/>`);
      parts.push(`<text x="${W - R - 70}" y="${T + 14 + i * 16}">${esc(s.name)}</text>`);
    });
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(title)}" ` +
    `font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#222"><title>${esc(title)}</title>${parts.join('')}</svg>`
  );
}

function range(n: number, f: (i: number) => [number, number]): [number, number][] {
  return Array.from({ length: n }, (_, i) => f(i));
}

/** One figure of the given kind; `variant` changes the seeded data. */
export function figureSvg(kind: FigureKind, variant: number): string {
  const rng = new Rng(1000 + variant * 97 + kind.length * 13);
  const names = ['S0', 'S1', 'S2', 'S3'];
  const count = 2 + (variant % 3);
  switch (kind) {
    case 'xrd': {
      const peaks = [43.5, 50.6, 74.4, 90.2].map((p) => p + rng.float(-0.6, 0.6));
      const series = names.slice(0, count).map((name, k) => ({
        name,
        points: range(241, (i) => {
          const x = 20 + i * 0.3;
          let y = 2 + rng.float(0, 1.2) + k * 22;
          for (const [j, p] of peaks.entries()) y += (18 - j * 3) * Math.exp(-((x - p) ** 2) / 0.08);
          return [x, y];
        }),
      }));
      return plot('XRD patterns', { x: [20, 92], y: [0, 100], xLabel: '2θ / (°)', yLabel: 'Intensity / a.u.' }, series);
    }
    case 'stress-strain': {
      const series = names.slice(0, count).map((name, k) => {
        const ys = rng.float(350, 650) + k * 120;
        const uts = ys * rng.float(1.3, 1.7);
        const ef = rng.float(18, 45) - k * 5;
        return {
          name,
          points: range(60, (i) => {
            const e = (ef * i) / 59;
            const s = e < 0.8 ? (ys * e) / 0.8 : ys + (uts - ys) * (1 - Math.exp(-(e - 0.8) / (ef / 3)));
            return [e, Math.min(s, uts)];
          }),
        };
      });
      return plot('Engineering stress-strain curves', { x: [0, 50], y: [0, 1400], xLabel: 'Engineering strain / %', yLabel: 'Engineering stress / MPa' }, series);
    }
    case 'polarization': {
      const series = names.slice(0, count).map((name, k) => {
        const ecorr = -1.2 + k * 0.15 + rng.float(-0.05, 0.05);
        const icorr = -5.5 - k * 0.6;
        return {
          name,
          points: range(81, (i) => {
            const e = -1.6 + i * 0.0125;
            return [Math.max(-9, icorr + Math.abs(e - ecorr) * 6 - (Math.abs(e - ecorr) < 0.02 ? 1 : 0)), e];
          }).map(([x, y]) => [x, y] as [number, number]),
        };
      });
      return plot('Potentiodynamic polarization curves', { x: [-9, 0], y: [-1.6, -0.6], xLabel: 'lg (i / (A·cm⁻²))', yLabel: 'E / V (vs. SCE)' }, series);
    }
    case 'charge-discharge': {
      const cap = rng.float(160, 210);
      const series = ['1st', '50th', '100th'].slice(0, count).map((name, k) => {
        const c = cap * (1 - k * 0.06);
        return {
          name,
          points: range(50, (i) => {
            const q = (c * i) / 49;
            const v = 4.25 - 0.6 * (q / c) - 0.9 * Math.pow(q / c, 8);
            return [q, v];
          }),
        };
      });
      return plot('Discharge profiles', { x: [0, 220], y: [2.6, 4.4], xLabel: 'Specific capacity / (mAh·g⁻¹)', yLabel: 'Voltage / V' }, series);
    }
    case 'cycling': {
      const series = names.slice(0, count).map((name, k) => {
        const c0 = rng.float(170, 200);
        const fade = 0.0008 + k * 0.0007;
        return { name, points: range(51, (i) => [i * 4, c0 * Math.exp(-fade * i * 4) + rng.float(-1.5, 1.5)]) };
      });
      return plot('Cycling performance', { x: [0, 200], y: [80, 220], xLabel: 'Cycle number', yLabel: 'Capacity / (mAh·g⁻¹)' }, series, { markers: true });
    }
    case 'nyquist': {
      const series = names.slice(0, count).map((name, k) => {
        const rs = rng.float(2, 6);
        const rct = 40 + k * 35 + rng.float(0, 20);
        return {
          name,
          points: range(60, (i) => {
            if (i < 40) {
              const th = (Math.PI * i) / 39;
              return [rs + (rct / 2) * (1 - Math.cos(th)), (rct / 2) * Math.sin(th)];
            }
            const t = i - 39;
            return [rs + rct + t * 4, t * 4];
          }),
        };
      });
      return plot('Nyquist plots', { x: [0, 240], y: [0, 160], xLabel: "Z' / Ω", yLabel: "-Z'' / Ω" }, series);
    }
    case 'jv': {
      const series = ['Control', 'Target', 'Champion'].slice(0, count).map((name, k) => {
        const jsc = 24 + k * 0.6 + rng.float(0, 0.5);
        const voc = 1.1 + k * 0.04;
        return { name, points: range(50, (i) => { const v = (voc * i) / 49; return [v, jsc * (1 - Math.exp((v - voc) / 0.05))]; }) };
      });
      return plot('J-V curves', { x: [0, 1.3], y: [0, 28], xLabel: 'Voltage / V', yLabel: 'Current density / (mA·cm⁻²)' }, series);
    }
    case 'lsv': {
      const series = ['Pt/C', 'Catalyst A', 'Catalyst B'].slice(0, count).map((name, k) => {
        const onset = 0.03 + k * 0.06 + rng.float(0, 0.03);
        return { name, points: range(60, (i) => { const eta = (0.4 * i) / 59; return [eta, eta < onset ? 0 : Math.min(100, Math.expm1((eta - onset) / 0.045) * 2)]; }) };
      });
      return plot('LSV polarization curves', { x: [0, 0.4], y: [0, 100], xLabel: 'Overpotential / V', yLabel: 'Current density / (mA·cm⁻²)' }, series);
    }
    case 'bar':
    default: {
      const base = rng.float(40, 70);
      const pts = range(4 + (variant % 2), (i) => [i, base + i * rng.float(5, 9)]);
      return plot('Comparison of samples', { x: [0, pts.length], y: [0, 120], xLabel: 'Sample', yLabel: 'Relative value / %' }, [{ name: 'value', points: pts }], { bars: true });
    }
  }
}

export const FIGURE_KINDS: readonly FigureKind[] = ['xrd', 'stress-strain', 'polarization', 'charge-discharge', 'cycling', 'nyquist', 'jv', 'lsv', 'bar'];
export const FIGURE_VARIANTS = 4;
export const figureId = (kind: FigureKind, variant: number): string => `content.fig-${kind}-${variant % FIGURE_VARIANTS}.svg`;

/** A banner for a news item: a gradient, a motif and the title. */
export function bannerSvg(title: string, colour: string, n: number): string {
  const circles = Array.from({ length: 6 }, (_, i) => `<circle cx="${60 + i * 110 + (n % 5) * 7}" cy="${80 + ((i * 37 + n * 11) % 90)}" r="${20 + ((i * 13 + n) % 40)}" fill="#fff" fill-opacity="0.12"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="300" viewBox="0 0 720 300" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1b2a3a"/></linearGradient></defs>` +
    `<rect width="720" height="300" fill="url(#g)"/>${circles}` +
    `<text x="40" y="260" font-family="'Noto Sans SC', 'Microsoft YaHei', Arial, sans-serif" font-size="26" fill="#fff">${esc(title.length > 26 ? `${title.slice(0, 25)}…` : title)}</text></svg>`
  );
}

export function bookCoverSvg(title: string, enTitle: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="297" viewBox="0 0 210 297" role="img" aria-label="${esc(enTitle)}">` +
    `<title>${esc(title)}</title><rect width="210" height="297" fill="${colour}"/><rect x="14" y="14" width="182" height="269" fill="none" stroke="#fff" stroke-opacity="0.5"/>` +
    `<text x="105" y="120" text-anchor="middle" font-family="'Noto Serif SC', serif" font-size="17" fill="#fff">${esc(title.length > 11 ? `${title.slice(0, 11)}…` : title)}</text>` +
    `<text x="105" y="150" text-anchor="middle" font-family="Georgia, serif" font-size="9" fill="#fff">${esc(enTitle.length > 38 ? `${enTitle.slice(0, 37)}…` : enTitle)}</text></svg>`
  );
}

export function portraitSvg(initials: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200" role="img" aria-label="${esc(initials)}">` +
    `<rect width="160" height="200" fill="#e8edf2"/><circle cx="80" cy="78" r="38" fill="${colour}"/><path d="M18 200c6-52 36-74 62-74s56 22 62 74z" fill="${colour}"/>` +
    `<text x="80" y="88" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" fill="#fff">${esc(initials)}</text></svg>`
  );
}

export function posterSvg(title: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><rect width="640" height="360" fill="${colour}"/><circle cx="320" cy="160" r="46" fill="#fff" fill-opacity="0.85"/>` +
    `<path d="M305 135v50l42-25z" fill="${colour}"/>` +
    `<text x="320" y="300" text-anchor="middle" font-family="'Noto Sans SC', Arial, sans-serif" font-size="20" fill="#fff">${esc(title.length > 30 ? `${title.slice(0, 29)}…` : title)}</text></svg>`
  );
}

/** A valid mono 8-bit PCM WAV: a soft two-tone chime of `seconds` seconds at 8 kHz. */
export function chimeWav(seconds: number, f1: number, f2: number): Buffer {
  const rate = 8000;
  const n = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + n);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28); // byte rate
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const env = Math.exp(-3 * (t % (seconds / 2)));
    const f = t < seconds / 2 ? f1 : f2;
    buf[44 + i] = Math.round(128 + 60 * env * Math.sin(2 * Math.PI * f * t));
  }
  return buf;
}

export const svgFile = (id: string, svg: string): DemoFile => ({ id, content_type: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') });
