import { lazy, type ComponentType } from 'react';
import { lowerSectionCodeWanted } from './lowerSectionCode';

/**
 * The sections below the shop arrive as markup in the page (rendered at build time); their code only
 * makes them work, the forms above all (react-hook-form and their schemas). It is one chunk, fetched
 * once the first screen has hydrated, or as soon as the shopper reaches into one of them
 * (lowerSectionCode.ts), so the header does not wait for it; React then hydrates each section.
 */
function belowTheFold<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    await lowerSectionCodeWanted;
    return { default: (await load())[name] };
  });
}

export const GreenLiving = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './GreenLiving'), 'GreenLiving');
export const About = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './About'), 'About');
export const Contact = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Contact'), 'Contact');
export const Newsletter = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Newsletter'), 'Newsletter');
export const Footer = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Footer'), 'Footer');
