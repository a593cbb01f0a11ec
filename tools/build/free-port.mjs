// A port nobody listens on now, on loopback: for the tools that start servers of their own (bench:web, the
// cluster test).
import { createServer } from 'node:net';

/** A port nobody listens on now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
