/**
 * A TCP proxy that counts: each connection made to it is forwarded to the target (a Postgres),
 * and it knows how many were opened in all and how many are open now. A server instance given
 * the proxy's address instead of the database's shows how many connections it makes, during an
 * outage (the target refusing: the proxy closes the client's side at once) and after it.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface CountingProxy {
  readonly port: number;
  /** Connections opened so far. */
  readonly opened: number;
  /** Connections open now. */
  readonly open: number;
  close(): Promise<void>;
}

export async function countingProxy(targetPort: number): Promise<CountingProxy> {
  let opened = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    opened++;
    sockets.add(client);
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    get opened() {
      return opened;
    },
    get open() {
      let count = 0;
      for (const socket of sockets) if (socket.remotePort !== targetPort && !socket.destroyed) count++;
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
