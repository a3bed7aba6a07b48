import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { assertPortsFree, waitForPort } from './checkPorts.mjs';

function listenOnFreePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

test('a busy port is named, with what needed it', async () => {
  const server = await listenOnFreePort();
  const { port } = server.address();
  try {
    await assert.rejects(assertPortsFree({ 'remote-shop': port }), new RegExp(`Port ${port} \\(remote-shop\\) is already in use`));
  } finally {
    server.close();
  }
});

test('free ports pass', async () => {
  const server = await listenOnFreePort();
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  await assertPortsFree({ host: port });
});

test('waitForPort resolves once something listens, and gives up after its timeout', async () => {
  const server = await listenOnFreePort();
  const { port } = server.address();
  await waitForPort(port, { timeoutMs: 2000 });
  await new Promise((resolve) => server.close(resolve));
  await assert.rejects(waitForPort(port, { timeoutMs: 600 }), /Nothing answered/);
});
