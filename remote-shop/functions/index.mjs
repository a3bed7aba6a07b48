/**
 * The shop team's Cloud Function (2nd gen), to which the host's Hosting site rewrites the shop's
 * addresses (`/shop/**`): the storefront's page with that view's products in its first HTML
 * (shopPage.mjs). Deployed alone, by the shop team (docs/deploy.md); `npm start`, the e2e suite and
 * `npm run emulate:hosting` run it in the Functions emulator.
 */
import { onRequest } from 'firebase-functions/v2/https';
import endpoint from './endpoint.json' with { type: 'json' };
import { encodeAnswer } from './encoding.mjs';
import { answerShopAddress } from './shopPage.mjs';

/**
 * The host's Hosting site, ending in `/`, from the function's environment: a deploy's `.env.<project>`
 * beside this file, or the environment the local stack starts the emulator in (which hands its own to
 * the function). Read at each request, so that a function missing it still starts, and says so.
 */
function hostSite() {
  const value = process.env.STOREFRONT_HOST_URL;
  if (!value) throw new Error('STOREFRONT_HOST_URL is not set: the function cannot tell where the storefront is');
  return value;
}

/**
 * The site that asked, as the rewrite names it (`X-Forwarded-Host`), where it may: the host's own, or,
 * in the emulator only, any site of this machine (a spec serving the host on a port of its own). Any
 * other is the host's: the function fetches from no address a caller makes up.
 */
function siteAsked(req) {
  const configured = new URL(hostSite());
  const forwarded = req.get('x-forwarded-host');
  if (!forwarded) return configured.href;
  const asked = new URL(`${req.get('x-forwarded-proto') ?? configured.protocol.replace(':', '')}://${forwarded}/`);
  const local = process.env.FUNCTIONS_EMULATOR === 'true' && ['localhost', '127.0.0.1'].includes(asked.hostname);
  return asked.origin === configured.origin || local ? asked.href : configured.href;
}

/**
 * The account the function runs as: one of its own in the host's project (`shop-function@<project>.iam
 * .gserviceaccount.com`, made once with no role, docs/deploy.md), as it reads nothing but public sites.
 * The project's default compute account, which Cloud Functions would otherwise take, holds the project's
 * Editor role, and whoever deploys a function as an account can run code with its rights.
 */
const RUNS_AS = 'shop-function@';

export const shopPage = onRequest({ region: endpoint.region, memory: '256MiB', serviceAccount: RUNS_AS }, async (req, res) => {
  const site = siteAsked(req);
  const answer = await answerShopAddress({ url: new URL(req.originalUrl, site), hostSite: site });
  const { status, headers, body } = encodeAnswer(answer, req.get('accept-encoding'));
  res.status(status).set(headers).send(body);
});
