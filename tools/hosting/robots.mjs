// The host's robots.txt, naming the sitemap the shop's function answers. A file of the host's site, written
// at deploy as env.js is, because Cloud Functions' runtime (and its emulator) answers /robots.txt itself, a 404.
import { shopAddress } from '../contracts/shopAddress.mjs';

export const ROBOTS_FILE = 'robots.txt';

export const robotsTxt = (hostUrl) => `User-agent: *\nAllow: /\nSitemap: ${new URL(shopAddress.SITEMAP_PATH, hostUrl).href}\n`;

/** The local stack's, naming the site asked. */
export function robotsMiddleware(req, res) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(robotsTxt(`http://${req.headers.host}/`));
}
