import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 to a server a test depends on (PostgreSQL, the object store), which the
 * test can close (connections refused), cut (every open connection ends) or silence (connections
 * accepted and never answered), and open again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  /** Accept connections but never forward them: a server that does not answer. */
  silent = false;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async open(): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.silent) return;
      const upstream = tcpConnect(this.targetPort, this.host);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  /** Every open connection ends at once, as when the server's processes are killed. */
  cut() {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Nothing listens any more: new connections are refused (ECONNREFUSED). */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.cut();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
