import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNamed } from '../apps.mjs';
import { clearRehearsal, describeRehearsal, putBackAbandonedRehearsals, putRehearsalsBack, rehearsalSite, rehearsalsAtHand, setRehearsalsAside, SUITE_RUN } from './rehearsal.mjs';

const CART = appNamed('cart');
const SHOP = appNamed('shop');

/** A desk whose cart and shop each have a rehearsal, in a temporary folder. */
function desk(t) {
  const root = mkdtempSync(path.join(tmpdir(), 'rehearsals-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const rehearsals = path.join(root, 'rehearsal');
  for (const [app, release] of [[CART, { live: 3, knownGood: 3, pins: [], builds: [{ id: 3 }, { id: 2 }, { id: 1 }] }], [SHOP, { live: 1, knownGood: 1, pins: [], builds: [{ id: 1 }] }]]) {
    mkdirSync(rehearsalSite(app, rehearsals), { recursive: true });
    writeFileSync(path.join(rehearsalSite(app, rehearsals), 'release.json'), JSON.stringify(release));
  }
  return rehearsals;
}

const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

test('a rehearsal stays until its team clears it, and clearing one leaves the others', (t) => {
  const rehearsals = desk(t);
  assert.equal(describeRehearsal(CART, rehearsals), 'live 3, kept 3, 2, 1');
  assert.equal(clearRehearsal(CART, { rehearsals, env: {} }), 'cart: cleared its rehearsal (live 3, kept 3, 2, 1); the local stack serves remote-cart/dist at http://localhost:3002/ again');
  assert.equal(describeRehearsal(CART, rehearsals), undefined);
  assert.equal(describeRehearsal(SHOP, rehearsals), 'live 1, kept 1');
  assert.equal(clearRehearsal(CART, { rehearsals, env: {} }), 'cart: had no rehearsal to clear; the local stack serves remote-cart/dist at http://localhost:3002/');
});

test('while the e2e suite runs, the desk’s rehearsals are aside and a rehearsal refuses, saying so and what to do; the suite’s own commands go on', (t) => {
  const rehearsals = desk(t);
  assert.deepEqual(setRehearsalsAside({ pid: process.ppid, rehearsals }), ["set the desk's rehearsals of shop, cart aside while it runs, so that the stack serves the builds under test; they are put back when it ends"]);
  assert.equal(describeRehearsal(CART, rehearsals), undefined, 'the stack serves remote-cart/dist');
  assert.throws(
    () => rehearsalsAtHand({ rehearsals, env: {} }),
    new RegExp(`^Error: the e2e suite \\(pid ${process.ppid}, since .*\\) is running on the local stack, and has set the desk's rehearsals aside so that the stack serves the builds under test: rehearse once it has ended \\(it puts them back\\), or stop it \\(Ctrl-C\\); nothing was built or changed\\.$`),
  );
  assert.throws(() => clearRehearsal(CART, { rehearsals, env: {} }), /is running on the local stack/);
  rehearsalsAtHand({ rehearsals, env: { [SUITE_RUN]: String(process.ppid) } });
  mkdirSync(rehearsalSite(CART, rehearsals), { recursive: true });
  writeFileSync(path.join(rehearsalSite(CART, rehearsals), 'release.json'), JSON.stringify({ live: 1, pins: [], builds: [{ id: 1 }] }));
  putRehearsalsBack(rehearsals);
  assert.equal(describeRehearsal(CART, rehearsals), 'live 3, kept 3, 2, 1', 'the desk’s, as it was; the suite’s own gone');
});

test('rehearsals an e2e run set aside and was killed before putting back are put back by the next rehearsal, stack or run, saying so', (t) => {
  const rehearsals = desk(t);
  const ended = endedPid();
  setRehearsalsAside({ pid: ended, rehearsals });
  const said = [];
  rehearsalsAtHand({ rehearsals, env: {}, log: (line) => said.push(line) });
  assert.match(said[0], new RegExp(`^put back the desk's rehearsals, which the e2e suite \\(pid ${ended}, since .*\\) set aside and left there when it ended$`));
  assert.equal(describeRehearsal(CART, rehearsals), 'live 3, kept 3, 2, 1');

  setRehearsalsAside({ pid: ended, rehearsals });
  putBackAbandonedRehearsals((line) => said.push(line), rehearsals);
  assert.equal(said.length, 2);
  assert.equal(existsSync(rehearsalSite(SHOP, rehearsals)), true);

  setRehearsalsAside({ pid: ended, rehearsals });
  assert.match(setRehearsalsAside({ pid: process.pid, rehearsals })[0], /^put back the desk's rehearsals, which the e2e suite/);
  putRehearsalsBack(rehearsals);
  assert.equal(describeRehearsal(SHOP, rehearsals), 'live 1, kept 1');
});
