// How long a page may stay open and still load the files it started with: every site keeps them this long,
// so a release is invisible to anyone already shopping. An older page is told to reload.
export const PAGE_LIFETIME_HOURS = 24;
export const PAGE_LIFETIME_MS = PAGE_LIFETIME_HOURS * 60 * 60 * 1000;
