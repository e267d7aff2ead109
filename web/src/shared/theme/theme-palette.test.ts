import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The palettes of base.css: each token is written once, `var(--dark-off, <dark>) var(--light-off, <light>)`,
 * and a switch block selects one value of each: the default (dark) one, the system-light one and the
 * chosen-light one. A switch set to nothing turns its values off; unset or `initial`, its value shows.
 */
const css = readFileSync(join(__dirname, '../../styles/base.css'), 'utf8');

function declarations(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}
const blockAfter = (selector: string) => {
  const start = css.indexOf(selector);
  expect(start).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
};

const rootBlock = declarations(blockAfter(':root {'));
/** Each token's value under the switches of `block` (over the defaults of :root). */
function tokens(block: string): Record<string, string> {
  const switches = { ...rootBlock, ...declarations(block) };
  const on = (name: string) => switches[name] === undefined || switches[name] === 'initial';
  const pick = (value: string) => {
    const pair = /^var\(--dark-off, (.+)\) var\(--light-off, (.+)\)$/.exec(value);
    if (!pair) return value;
    const shown = [on('--dark-off') ? pair[1] : '', on('--light-off') ? pair[2] : ''].filter(Boolean);
    if (shown.length !== 1) throw new Error(`not one value selected: ${value}`);
    return shown[0];
  };
  return Object.fromEntries(
    Object.entries(rootBlock)
      .filter(([name]) => !name.endsWith('-off'))
      .map(([name, value]) => [name, pick(value)]),
  );
}

const dark = tokens(blockAfter(':root {'));
const systemLight = tokens(blockAfter(":root:not([data-theme='dark']) {"));
const chosenLight = tokens(blockAfter(":root[data-theme='light'] {"));

type Rgb = [number, number, number];
const rgba = (value: string): { rgb: Rgb; alpha: number } => {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return { rgb: [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb, alpha: 1 };
  const fn = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (!fn) throw new Error(`not a colour: ${value}`);
  return { rgb: [Number(fn[1]), Number(fn[2]), Number(fn[3])], alpha: Number(fn[4]) };
};
/** A tinted background (rgba) laid over an opaque one. */
const over = (top: string, under: string): Rgb => {
  const t = rgba(top);
  const u = rgba(under).rgb;
  return t.rgb.map((c, i) => Math.round(c * t.alpha + u[i] * (1 - t.alpha))) as Rgb;
};
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** Text tokens on the backgrounds they are drawn on; every pair needs 4.5:1 (normal-size text). */
const SURFACES = ['--bg', '--surface', '--surface-2', '--surface-3'];
const TEXT_ON_SURFACES = [
  '--text',
  '--muted',
  '--primary',
  '--buy-strong',
  '--sell-strong',
  '--success-text',
  '--danger-text',
  '--info-text',
  '--warn-text',
  '--neutral-text',
];
const BUTTONS: [string, string][] = [
  ['--on-primary', '--primary-strong'],
  ['--on-primary', '--primary-hover'],
  ['--on-primary', '--buy'],
  ['--on-primary', '--buy-hover'],
  ['--on-primary', '--sell'],
  ['--on-primary', '--sell-hover'],
  ['--on-warn', '--warn'],
];
const TINTS: [string, string][] = [
  ['--success-text', '--success-bg'],
  ['--danger-text', '--danger-bg'],
  ['--info-text', '--info-bg'],
  ['--warn-text', '--warn-bg'],
  ['--neutral-text', '--neutral-bg'],
  ['--muted', '--neutral-bg'],
];

describe('the colour themes', () => {
  it('writes the light palette the same way for the system setting and for a chosen light theme', () => {
    expect(systemLight).toEqual(chosenLight);
  });

  it('gives the light palette every colour token of the dark one', () => {
    const colourTokens = Object.keys(dark).filter((k) => /^(#|rgba\()/.test(dark[k]));
    expect(colourTokens.filter((k) => !(k in chosenLight))).toEqual([]);
  });

  for (const [name, palette] of [
    ['dark', dark],
    ['light', { ...dark, ...chosenLight }],
  ] as const) {
    it(`keeps text at 4.5:1 or more in the ${name} theme`, () => {
      const failing: string[] = [];
      const check = (fg: string, bg: Rgb, where: string) => {
        const ratio = contrast(rgba(palette[fg]).rgb, bg);
        if (ratio < 4.5) failing.push(`${fg} on ${where}: ${ratio.toFixed(2)}`);
      };
      for (const s of SURFACES) for (const t of TEXT_ON_SURFACES) check(t, rgba(palette[s]).rgb, s);
      for (const [fg, bg] of BUTTONS) check(fg, rgba(palette[bg]).rgb, bg);
      for (const [fg, tint] of TINTS) for (const s of ['--surface', '--surface-2']) check(fg, over(palette[tint], palette[s]), `${tint} over ${s}`);
      expect(failing).toEqual([]);
    });
  }
});
