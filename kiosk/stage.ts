/**
 * The kiosk lays out at a fixed design size and scales it to the screen: 1920x1080 on landscape
 * screens (1080p, 4K, ...), 1080x1920 on portrait ones; letterboxed on other shapes, centred.
 * Burn-in protection: the content moves a few design pixels every few minutes, round a small ring.
 */
import type { Orientation } from './config.ts';

export interface Design {
  name: 'landscape' | 'portrait';
  width: number;
  height: number;
}

export const LANDSCAPE: Design = { name: 'landscape', width: 1920, height: 1080 };
export const PORTRAIT: Design = { name: 'portrait', width: 1080, height: 1920 };

export function designFor(width: number, height: number, orientation: Orientation = 'auto'): Design {
  if (orientation === 'landscape') return LANDSCAPE;
  if (orientation === 'portrait') return PORTRAIT;
  return height > width ? PORTRAIT : LANDSCAPE;
}

export interface Fit {
  design: Design;
  scale: number;
  /** Offset of the scaled stage, CSS px, so it is centred. */
  x: number;
  y: number;
}

export function fit(width: number, height: number, orientation: Orientation = 'auto'): Fit {
  const design = designFor(width, height, orientation);
  const scale = Math.max(0.05, Math.min(width / design.width, height / design.height));
  return {
    design,
    scale,
    x: Math.round((width - design.width * scale) / 2),
    y: Math.round((height - design.height * scale) / 2),
  };
}

/** Burn-in offsets, design px: a ring of eight positions within 4 px of the centre. */
export const SHIFTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [-4, 4],
  [-4, 0],
  [-4, -4],
  [0, -4],
];

export function shiftAt(step: number): readonly [number, number] {
  return SHIFTS[((step % SHIFTS.length) + SHIFTS.length) % SHIFTS.length]!;
}
