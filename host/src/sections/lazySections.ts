import { lazy, type ComponentType } from 'react';
import { whenIdle } from '../idle/whenIdle';

/**
 * The sections below the shop arrive as markup in the page (rendered at build time); their code only
 * makes them work, the forms above all (react-hook-form and their schemas). It is one chunk, fetched once
 * the browser is first idle, so the header and the shop do not wait for it; React hydrates each section
 * when it arrives.
 */
const IDLE_TIMEOUT_MS = 1500;
let idle: Promise<void> | undefined;

function belowTheFold<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    idle ??= whenIdle(IDLE_TIMEOUT_MS);
    await idle;
    return { default: (await load())[name] };
  });
}

export const GreenLiving = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './GreenLiving'), 'GreenLiving');
export const About = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './About'), 'About');
export const Contact = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Contact'), 'Contact');
export const Newsletter = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Newsletter'), 'Newsletter');
export const Footer = belowTheFold(() => import(/* webpackChunkName: "below-the-fold" */ './Footer'), 'Footer');
