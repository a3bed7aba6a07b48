import { lazy, type ComponentType } from 'react';
import { LowerSection } from './LowerSection';

/**
 * The sections below the shop arrive as markup in the page (rendered at build time); their code only
 * makes them work, the forms above all (react-hook-form and their schemas). It is one chunk of its own,
 * so the first screen's code does not carry it; React keeps each section's served markup until the
 * chunk has come, then hydrates it. Until then a form shows that it cannot be sent yet. Each comes in its
 * LowerSection, which keeps a section whose code fails to itself.
 */
function belowTheFold<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Section = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return () => (
    <LowerSection>
      <Section />
    </LowerSection>
  );
}

export const GreenLiving = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './GreenLiving'), 'GreenLiving');
export const About = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './About'), 'About');
export const Contact = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Contact'), 'Contact');
export const Newsletter = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Newsletter'), 'Newsletter');
export const Footer = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Footer'), 'Footer');
