import content from './greenLiving.json';

export const { points: GREEN_POINTS, gallery: GALLERY, testimonials: TESTIMONIALS } = content;

/** Every gallery SVG is drawn on this canvas, so the page reserves its space before it loads. */
export const GALLERY_IMAGE_SIZE = { width: 480, height: 320 } as const;
