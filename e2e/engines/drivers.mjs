/**
 * The two engines beside Chromium, as Debian packages them, each behind the same few calls the journey
 * makes: Firefox ESR over WebDriver BiDi (puppeteer-core starts it, no geckodriver), WebKitGTK over
 * WebDriver through `WebKitWebDriver` (selenium-webdriver's client; Debian's WebKitGTK has no BiDi), in a
 * virtual display, as its MiniBrowser needs one.
 */
import { spawn } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { findInPage, settledInPage } from './locators.mjs';

const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/**
 * WebKitGTK's browser, where its package (libwebkit2gtk-4.1-0) puts it on Debian and Ubuntu alike: under
 * the machine's multiarch folder (x86_64-linux-gnu on amd64, aarch64-linux-gnu on arm64).
 */
export const MINIBROWSER_PATTERN = '/usr/lib/*/webkit2gtk-4.1/MiniBrowser';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? globSync(MINIBROWSER_PATTERN)[0] ?? MINIBROWSER_PATTERN.replace('*', 'x86_64-linux-gnu');

/** A desktop window: narrower, the header puts Login and Cart in its menu. */
const WINDOW = { width: 1280, height: 900 };

/**
 * The script that finds a locator's elements. Testing Library goes on the page in a script of its own,
 * once per document: the page's CSP allows no eval, but a driver's script is not the page's.
 */
const FOUND = `const found = (${findInPage.toString()})(arguments[0]);`;
const HAS_TESTING_LIBRARY = 'return Boolean(window.TestingLibraryDom);';

/** Whether the page's service worker controls it, as a WebDriver async script: its last argument is the callback. */
const WORKER_CONTROLS = 'const done = arguments[arguments.length - 1]; done(Boolean(navigator.serviceWorker?.controller));';

/**
 * The calls the journey makes of an engine: `find` gives the first element a locator finds now, or
 * nothing; `count` how many it finds; `text` the first one's text.
 * @typedef {{ engine: string, goto(url: string): Promise<void>, find(steps: object[]): Promise<unknown>,
 *   count(steps: object[]): Promise<number>, text(steps: object[]): Promise<string | undefined>,
 *   property(steps: object[], name: string): Promise<unknown>, settled(element: unknown): Promise<boolean>,
 *   click(element: unknown): Promise<void>, workerControls(): Promise<boolean>,
 *   type(element: unknown, text: string): Promise<void>, select(element: unknown, value: string): Promise<void>,
 *   pressEscape(): Promise<void>, close(): Promise<void> }} Engine
 */

/** @returns {Promise<Engine>} */
export async function openFirefox() {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: WINDOW });
  const page = await browser.newPage();
  const run = async (body, ...args) => page.evaluateHandle(new Function(body), ...args);
  const ensureQueries = async () => {
    if (!(await (await run(HAS_TESTING_LIBRARY)).jsonValue())) await run(TESTING_LIBRARY);
  };
  const all = async (steps) => {
    await ensureQueries();
    return run(`${FOUND} return found;`, steps);
  };
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    find: async (steps) => (await (await all(steps)).evaluateHandle((found) => found[0] ?? null)).asElement() ?? undefined,
    count: async (steps) => (await all(steps)).evaluate((found) => found.length),
    text: async (steps) => (await all(steps)).evaluate((found) => found[0]?.textContent ?? undefined),
    property: async (steps, name) => (await all(steps)).evaluate((found, key) => found[0]?.[key], name),
    settled: (element) => element.evaluate(settledInPage),
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    select: async (element, value) => {
      await element.select(value);
    },
    pressEscape: () => page.keyboard.press('Escape'),
    workerControls: () => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)),
    close: () => browser.close(),
  };
}

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** WebKitWebDriver in a virtual display of its own (xvfb-run), answering on `port`; stopped with its display. */
async function startWebKitDriver() {
  const port = await freePort();
  const server = spawn('xvfb-run', ['--auto-servernum', '--server-args=-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${url}/status`).then((response) => response.ok, () => false);
    if (ready) break;
    if (server.exitCode !== null || tries > 100) throw new Error(`WebKitWebDriver did not start on port ${port} (is webkit2gtk-driver installed, and xvfb?)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      // xvfb-run, its display and the driver are one process group.
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
}

/** @returns {Promise<Engine>} */
export async function openWebKit() {
  const server = await startWebKitDriver();
  let driver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
    await driver.manage().window().setRect({ x: 0, y: 0, ...WINDOW });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const all = async (steps, then) => {
    if (!(await driver.executeScript(HAS_TESTING_LIBRARY))) await driver.executeScript(TESTING_LIBRARY);
    return driver.executeScript(`${FOUND} ${then}`, steps);
  };
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    find: async (steps) => (await all(steps, 'return found[0] ?? null;')) ?? undefined,
    count: (steps) => all(steps, 'return found.length;'),
    text: async (steps) => (await all(steps, 'return found[0]?.textContent ?? null;')) ?? undefined,
    property: (steps, name) => all(steps, `return found[0]?.[${JSON.stringify(name)}];`),
    settled: (element) => driver.executeScript(`return (${settledInPage.toString()})(arguments[0]);`, element),
    click: (element) => element.click(),
    type: (element, text) => element.sendKeys(text),
    select: async (element, value) => {
      await element.findElement(By.css(`option[value="${value}"]`)).click();
    },
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    workerControls: () => driver.executeAsyncScript(WORKER_CONTROLS),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await server.stop();
    },
  };
}

export const ENGINES = { firefox: openFirefox, webkit: openWebKit };
