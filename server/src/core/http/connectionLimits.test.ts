import { EventEmitter, once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { addressKey, limitConnections } from './connectionLimits';
import { proxyPeerTest } from './proxyPeers';

test('connections are counted per IPv4 address and per IPv6 /64', () => {
  expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
});

test("the operator's proxies are recognised from TRUST_PROXY", () => {
  expect(proxyPeerTest(false)('127.0.0.1')).toBe(false);
  expect(proxyPeerTest(1)('203.0.113.9')).toBe(true);
  const listed = proxyPeerTest('10.0.0.0/8, 192.0.2.7, loopback');
  expect(listed('10.20.30.40')).toBe(true);
  expect(listed('::ffff:10.20.30.40')).toBe(true);
  expect(listed('192.0.2.7')).toBe(true);
  expect(listed('127.0.0.5')).toBe(true);
  expect(listed('::1')).toBe(true);
  expect(listed('192.0.2.8')).toBe(false);
  expect(listed('2001:db8::1')).toBe(false);
});

describe('on a listening server', () => {
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  const warnings: string[] = [];
  /** The server's end of each connection it accepted, by the client's `address:port`, and whether the cap kept it. */
  const accepted = new Map<string, { socket: Socket; kept: boolean }>();
  const ruled = new EventEmitter();
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    limitConnections(
      server,
      { max: 100, maxPerAddress: 2 },
      { warn: (...a: unknown[]) => warnings.push(String(a.at(-1))) },
      (a) => a.endsWith('127.0.0.1'),
    );
    // Runs after the cap's own listener: a connection over the cap is destroyed by now.
    server.on('connection', (socket: Socket) => {
      const key = `${socket.remoteAddress}:${socket.remotePort}`;
      accepted.set(key, { socket, kept: !socket.destroyed });
      ruled.emit(key);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((done) => server.close(done));
  });

  /** Whether the server kept `client`'s connection, once it has accepted it and the cap has ruled. */
  async function kept(client: Socket): Promise<boolean> {
    await once(client, 'connect');
    const key = `${client.localAddress}:${client.localPort}`;
    if (!accepted.has(key)) await once(ruled, key);
    return accepted.get(key)!.kept;
  }

  /**
   * Opens `n` connections from `from`; resolves with how many are open once the server has ruled on
   * each and the client has seen the refused ones closed.
   */
  async function openFrom(from: string, n: number): Promise<number> {
    const mine = Array.from({ length: n }, () => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: from });
      socket.on('error', () => {});
      return socket;
    });
    sockets.push(...mine);
    await Promise.all(
      mine.map(async (client) => {
        if (!(await kept(client)) && !client.closed) await once(client, 'close');
      }),
    );
    return mine.filter((s) => !s.destroyed && s.readyState === 'open').length;
  }

  test('an address keeps at most the cap; a proxy is not capped; a freed slot can be used again', async () => {
    expect(await openFrom('127.0.0.2', 5)).toBe(2);
    expect(await openFrom('127.0.0.1', 5)).toBe(5);
    expect(warnings).toHaveLength(1);
    // Closed by the clients: the slots are free once the server has seen its ends close.
    for (const s of sockets) s.destroy();
    await Promise.all([...accepted.values()].map(({ socket }) => socket.closed || once(socket, 'close')));
    expect(await openFrom('127.0.0.2', 1)).toBe(1);
  });
});
