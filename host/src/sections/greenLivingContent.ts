/** What the green-living section shows. The images are the host's own, in public/media/green/. */

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
}

/** Every gallery SVG is drawn on this canvas, so the page reserves its space before it loads. */
export const GALLERY_IMAGE_SIZE = { width: 480, height: 320 } as const;

export const GREEN_POINTS = [
  'Less packaging per unit: one sack or case replaces dozens of retail packs.',
  'Recyclable packs: cardboard outers and returnable crates, not shrink-wrap.',
  'Local delivery routes: full vans on planned rounds mean fewer miles per order.',
] as const;

export const GALLERY: readonly GalleryImage[] = [
  {
    src: '/media/green/bulk-sack.svg',
    alt: 'A 20 kg sack beside a crossed-out stack of small retail bags',
    caption: 'One 20 kg sack of rice instead of forty 500 g bags.',
  },
  {
    src: '/media/green/recyclable-outers.svg',
    alt: 'A cardboard box printed with a recycling symbol',
    caption: 'Cardboard outers that go straight into your recycling.',
  },
  {
    src: '/media/green/returnable-crates.svg',
    alt: 'Two stacked drinks crates full of bottles, with a return arrow',
    caption: 'Returnable crates for bottled drinks.',
  },
  {
    src: '/media/green/local-route.svg',
    alt: 'A street map with one dotted delivery route from the warehouse to four stops',
    caption: 'Planned local rounds from our warehouse.',
  },
  {
    src: '/media/green/full-van.svg',
    alt: 'A delivery van loaded to the roof with boxes',
    caption: 'Full vans, fewer trips.',
  },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'Buying oil and rice by the sack halved the packaging we throw away, and the outers go straight in our cardboard bin.',
    name: 'Priya Shah',
    business: 'Spice Route Kitchen',
  },
  {
    quote: 'The van comes on the same round every Tuesday, so we order once a week instead of driving to the depot three times.',
    name: 'Tom Walker',
    business: 'Walker’s Corner Shop',
  },
  {
    quote: 'Returnable drinks crates mean no more mountain of shrink-wrap behind the bar after a delivery.',
    name: 'Grace Okafor',
    business: 'The Mill Café',
  },
];
