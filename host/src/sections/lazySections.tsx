import { lazy, type ComponentType } from 'react';
import { LowerSection } from './LowerSection';

// One import() for all five: where several share a chunk, webpack may number each one's modules from 0,
// and two sections' styles then tied for one place in the stylesheet, settled by the order of the build.
const loadSections = () => import(/* webpackChunkName: "below-the-fold" */ './belowTheFoldSections');

/**
 * The sections below the shop arrive as markup in the page (rendered at build time); their code only
 * makes them work, the forms above all (react-hook-form and their schemas). It is one chunk of its own,
 * so the first screen's code does not carry it; React keeps each section's served markup until the
 * chunk has come, then hydrates it. Until then a form shows that it cannot be sent yet. Each comes in its
 * LowerSection, which keeps a section whose code fails to itself.
 */
function belowTheFold(name: keyof Awaited<ReturnType<typeof loadSections>>) {
  const Section = lazy<ComponentType>(async () => ({ default: (await loadSections())[name] }));
  return () => (
    <LowerSection>
      <Section />
    </LowerSection>
  );
}

export const GreenLiving = belowTheFold('GreenLiving');
export const About = belowTheFold('About');
export const Contact = belowTheFold('Contact');
export const Newsletter = belowTheFold('Newsletter');
export const Footer = belowTheFold('Footer');
