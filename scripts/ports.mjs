// Port helpers shared by the start, dev and test scripts.
import net from 'node:net';

/** Resolves true when nothing listens on the port (IPv4 loopback and all interfaces). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port);
  });
}

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until an HTTP URL answers (any status), or throws after `ms`. */
export async function waitForHttp(url, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`Timed out waiting for ${url}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
