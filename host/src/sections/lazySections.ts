import { lazy, type ComponentType } from 'react';

/**
 * The sections below the shop arrive as markup in the page (rendered at build time); their code only
 * makes them work, the forms above all (react-hook-form and their schemas). It is one chunk, fetched as
 * soon as the first screen has hydrated, so the header does not wait for it; React then hydrates each
 * section. The build-time render has no first screen to wait for.
 */
let firstScreenHydrated: () => void = () => undefined;
const afterFirstScreen =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        firstScreenHydrated = resolve;
      });

/** Called once the page has hydrated (App's first effect). */
export function loadLowerSections(): void {
  firstScreenHydrated();
}

function belowTheFold<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    await afterFirstScreen;
    return { default: (await load())[name] };
  });
}

export const GreenLiving = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './GreenLiving'), 'GreenLiving');
export const About = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './About'), 'About');
export const Contact = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Contact'), 'Contact');
export const Newsletter = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Newsletter'), 'Newsletter');
export const Footer = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Footer'), 'Footer');
