/**
 * A shopper landing at a shop address and at the front door (landingProbe.mjs measures it), and the shop's
 * function under load (functionLoad.mjs): the pure part, the figures as rows beside their targets. The
 * timings are reported; gated is only what the build decides: which element the shop address's largest
 * paint is and how its picture is asked for, whether the splash covers a shop address or any of its files
 * is asked for there, and whether every answer under load carries the products.
 */
import { atLeast, atMost, kilobytes, median, row } from './targets.mjs';

/** Where the host keeps the splash's files, which a page with no splash never needs. */
const SPLASH_FILES = '/media/splash/';

/** The splash's files among a load's requests. */
export const splashFilesAmong = (urls) => urls.filter((url) => new URL(url).pathname.startsWith(SPLASH_FILES));

/** The priorities at which Chromium fetches what is needed for the first screen. */
const HIGH = new Set(['High', 'VeryHigh']);

/**
 * Whether a landing's largest paint is a product's picture that the first HTML asks for at high priority:
 * its markup (the document's parser) or its answer's head (a `Link` preload, which Chromium reports as
 * asked for by no one in particular); not one a lazy image leaves until layout, nor one a script adds.
 * @param {{ lcp?: { url?: string, tag?: string, inProductCard?: boolean, loading?: string }, request?: { initiatorType: string, initiatorUrl?: string, priority: string }, documentUrl?: string, documentPreloads?: string[] }} sample
 */
export function productPictureFirst({ lcp, request, documentUrl, documentPreloads = [] }) {
  const byTheDocument = (request?.initiatorType === 'parser' && request.initiatorUrl === documentUrl) || (request?.initiatorType === 'other' && documentPreloads.includes(lcp?.url));
  return lcp?.tag === 'img' && lcp.inProductCard === true && lcp.loading !== 'lazy' && byTheDocument && HIGH.has(request.priority);
}

/**
 * The targets, in seconds, reported: the shop address's largest paint within 0.2 s of the front door's,
 * on the same phone; its first card on screen within 1 s; under load, 99 answers of 100 within 1 s.
 */
export const LANDING_TARGETS = { lcpBeyondFrontDoor: 0.2, firstCardOnScreen: 1.0, p99UnderLoad: 1.0 };

const SECTION = 'Landing, phone (390 px, touch, 4x CPU)';

/**
 * @param {Record<string, { lcpMs: number, cardShownMs: number, splashShown?: boolean, splashFiles?: string[] }[]>} landing  by address
 * @param {string} shopAddress  the key of the shop address's samples ('/shop/groceries/')
 * @param {string} frontDoor  the key of the front door's ('/')
 * @param {boolean} gated
 */
export function landingRows(landing, shopAddress, frontDoor, gated) {
  const shop = landing[shopAddress] ?? [];
  const door = landing[frontDoor] ?? [];
  const of = (samples) => `median of ${samples.filter((sample) => Number.isFinite(sample.lcpMs)).length}`;
  const shopLcp = median(shop.map((sample) => sample.lcpMs)) / 1000;
  const doorLcp = median(door.map((sample) => sample.lcpMs)) / 1000;
  return [
    row({ section: SECTION, name: `LCP as the page observes it, ${shopAddress}, ${of(shop)}`, value: shopLcp, unit: 's', digits: 2 }),
    row({ section: SECTION, name: `LCP as the page observes it, ${frontDoor}, ${of(door)}`, value: doorLcp, unit: 's', digits: 2 }),
    row({ section: SECTION, name: `  ${shopAddress} beyond ${frontDoor}`, value: shopLcp - doorLcp, unit: 's', digits: 2, target: atMost(LANDING_TARGETS.lcpBeyondFrontDoor) }),
    row({ section: SECTION, name: `  first product card on screen, ${shopAddress}`, value: median(shop.map((sample) => sample.cardShownMs)) / 1000, unit: 's', digits: 2, target: atMost(LANDING_TARGETS.firstCardOnScreen) }),
    row({ section: SECTION, name: `loads of ${shopAddress} whose LCP is a product's picture the first HTML asks for at high priority`, value: shop.filter(productPictureFirst).length, target: atLeast(shop.length), gated }),
    row({ section: SECTION, name: `loads of ${shopAddress} with the splash over it`, value: shop.filter((sample) => sample.splashShown !== false).length, target: atMost(0), gated }),
    row({ section: SECTION, name: `loads of ${shopAddress} that asked for a splash file`, value: shop.filter((sample) => sample.splashFiles?.length !== 0).length, target: atMost(0), gated }),
    row({ section: SECTION, name: `loads of ${frontDoor} greeted by the splash`, value: door.filter((sample) => sample.splashShown === true).length }),
  ];
}

/** The observed LCP of other addresses landed on in the same rounds (a product's, a search's), reported. */
export function alsoLandedRows(landing, addresses) {
  return addresses.map((address) => {
    const samples = landing[address] ?? [];
    return row({ section: SECTION, name: `LCP as the page observes it, ${address}, median of ${samples.filter((sample) => Number.isFinite(sample.lcpMs)).length}`, value: median(samples.map((sample) => sample.lcpMs)) / 1000, unit: 's', digits: 2 });
  });
}

/**
 * Lighthouse mobile at a shop address beside the front door, from the same run: first and largest paint,
 * and the document's bytes over the wire, reported. The targets: the shop address's first paint within
 * 0.1 s of the front door's, its largest at most 1.5 s.
 */
export const FRONT_DOOR_TARGETS = { fcpBeyondFrontDoor: 0.1, lcpAtShopAddress: 1.5 };

/**
 * @param {string} section
 * @param {Record<string, { fcpMs: number, lcpMs: number, documentBytes: number }>} lighthouse  summaries by address
 * @param {string} shopAddress
 * @param {string} frontDoor
 */
export function frontDoorRows(section, lighthouse, shopAddress, frontDoor) {
  const shop = lighthouse[shopAddress];
  const door = lighthouse[frontDoor];
  const seconds = (ms) => ms / 1000;
  return [
    row({ section, name: `FCP, ${shopAddress}`, value: seconds(shop.fcpMs), unit: 's', digits: 2 }),
    row({ section, name: `FCP, ${frontDoor}`, value: seconds(door.fcpMs), unit: 's', digits: 2 }),
    row({ section, name: `  ${shopAddress} beyond ${frontDoor}`, value: seconds(shop.fcpMs - door.fcpMs), unit: 's', digits: 2, target: atMost(FRONT_DOOR_TARGETS.fcpBeyondFrontDoor) }),
    row({ section, name: `LCP, ${shopAddress}`, value: seconds(shop.lcpMs), unit: 's', digits: 2, target: atMost(FRONT_DOOR_TARGETS.lcpAtShopAddress) }),
    row({ section, name: `LCP, ${frontDoor}`, value: seconds(door.lcpMs), unit: 's', digits: 2 }),
    row({ section, name: `the document over the wire, ${shopAddress}`, value: kilobytes(shop.documentBytes), unit: 'KB', digits: 1 }),
    row({ section, name: `the document over the wire, ${frontDoor}`, value: kilobytes(door.documentBytes), unit: 'KB', digits: 1 }),
  ];
}

/**
 * @param {{ requests: number, perSecond: number, p50Ms: number, p99Ms: number, withProducts: number }} load
 * @param {string} address
 * @param {number} inFlight
 * @param {boolean} gated
 */
export function loadRows(load, address, inFlight, gated) {
  const section = `The shop's function, ${load.requests} requests to ${address}?<own query>, ${inFlight} in flight`;
  return [
    row({ section, name: 'answers a second', value: load.perSecond, digits: 1 }),
    row({ section, name: 'p50', value: load.p50Ms, unit: 'ms' }),
    row({ section, name: 'p99', value: load.p99Ms / 1000, unit: 's', digits: 2, target: atMost(LANDING_TARGETS.p99UnderLoad) }),
    row({ section, name: 'answers with the products', value: load.withProducts, target: atLeast(load.requests), gated }),
  ];
}
