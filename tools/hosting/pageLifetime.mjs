/**
 * How long a shopper's page may stay open and still load the files it started with: every site keeps
 * every file a page opened this long ago may ask for (a remote's release keeps each build live in that
 * time, the host's deploy each earlier deploy's files, and the local stack each earlier build's), so that
 * a release is invisible to anyone already shopping. A page older than that is told the storefront has
 * been updated, and reloads (docs/deploy.md).
 */
export const PAGE_LIFETIME_HOURS = 24;
export const PAGE_LIFETIME_MS = PAGE_LIFETIME_HOURS * 60 * 60 * 1000;
