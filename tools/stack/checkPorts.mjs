import net from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

export async function assertPortsFree(ports) {
  const busy = [];
  for (const [what, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`${port} (${what})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `Port ${busy.join(', ')} ${busy.length === 1 ? 'is' : 'are'} already in use. ` +
        'Stop what is using it (for example an earlier `npm start`: `lsof -i :PORT` shows it) and try again.',
    );
  }
}

export function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port, { timeoutMs = 60_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(port, host)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs / 1000} s`);
}
