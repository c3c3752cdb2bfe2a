import net from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) that a test can cut (every connection dropped,
 * nothing accepted: the port refuses) and restore, to play an outage of the server behind it.
 */
export class TcpRelay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();

  private constructor(
    readonly port: number,
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** A relay on a free local port to host:port, not yet accepting (call up()). */
  static async open(targetHost: string, targetPort: number): Promise<TcpRelay> {
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as net.AddressInfo).port)),
    );
    await new Promise((r) => probe.close(r));
    return new TcpRelay(port, targetHost, targetPort);
  }

  get isUp(): boolean {
    return this.server !== null;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((inbound) => {
      const outbound = net.connect(this.targetPort, this.targetHost);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.sockets.delete(s);
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise((r) => server.close(r)) : Promise.resolve();
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}
