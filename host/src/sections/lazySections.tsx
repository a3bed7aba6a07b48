import { lazy, type ComponentType } from 'react';
import { LowerSection } from './LowerSection';

// One import() for all five: where several share a chunk, webpack may number each one's modules from 0,
// and two sections' styles then tied for one place in the stylesheet, settled by the order of the build.
const loadSections = () => import(/* webpackChunkName: "below-the-fold" */ './belowTheFoldSections');

// Served as markup; their code (the forms' libraries above all) is a chunk of its own, so the first screen's
// code does not carry it. React keeps each section's served markup until the chunk has come.
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
