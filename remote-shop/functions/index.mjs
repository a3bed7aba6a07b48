/**
 * The shop team's Cloud Function (2nd gen), to which the host's Hosting site rewrites the shop's
 * addresses (`/shop/**`): the storefront's page with that view's products in its first HTML
 * (shopPage.mjs). Deployed alone, by the shop team (docs/deploy.md); `npm start`, the e2e suite and
 * `npm run emulate:hosting` run it in the Functions emulator.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { answerShopAddress } from './shopPage.mjs';

/**
 * The host's and the shop's Hosting sites, each ending in `/`, from the function's environment: a
 * deploy's `.env.<project>` beside this file, or the environment the local stack starts the emulator in
 * (which hands its own to the function). Read at each request, so that a function missing one still
 * starts, and says which.
 */
function site(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the function cannot tell where the storefront's sites are`);
  return value;
}

export const shopPage = onRequest({ region: 'europe-west2', memory: '256MiB' }, async (req, res) => {
  const hostSite = site('STOREFRONT_HOST_URL');
  const { status, headers, body } = await answerShopAddress({ url: new URL(req.originalUrl, hostSite), hostSite, shopSite: site('STOREFRONT_SHOP_URL') });
  res.status(status).set(headers).send(body);
});
