import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appNamed } from '../apps.mjs';
import { firebaseReady } from './firebasePublisher.mjs';

// Here firebase-tools has no credentials, so it answers for no site.
test('a site Firebase does not answer for is refused naming that app’s own site variable', async () => {
  await assert.rejects(firebaseReady({ app: appNamed('host'), project: 'cashcarry-prod', site: 'cashcarry-prod' })(), /FIREBASE_SITE_HOST where it is not <project>\)/);
  await assert.rejects(firebaseReady({ app: appNamed('cart'), project: 'cashcarry-prod', site: 'cashcarry-prod-cart' })(), /FIREBASE_SITE_CART where it is not <project>-cart\)/);
});
