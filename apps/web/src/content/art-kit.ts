// How a picture of the site is described (apps/web/public/images, drawn by scripts/illustrations/draw.mjs).
export type Art = { src: string; width: number; height: number; alt: string };

export const scene = (name: string, alt: string): Art => ({ src: `/images/${name}.svg`, width: 800, height: 600, alt });
export const carArt = (name: string, alt: string): Art => ({ src: `/images/car-${name}.svg`, width: 320, height: 140, alt });
export const wide = (name: string, alt: string): Art => ({ src: `/images/${name}.svg`, width: 1600, height: 900, alt });
