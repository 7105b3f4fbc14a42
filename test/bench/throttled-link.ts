import { createServer, connect, type Socket } from 'node:net';

/** A link as a person's browser meets it: a round trip per connection set up, and TCP's slow start. */
export interface LinkShape {
  /** Round-trip time: half of it each way. */
  latencyMs: number;
  /** Down and up, each shared by every connection on the link. */
  megabitsPerSecond: number;
}

export interface ThrottledLink {
  /** The server's URL as reached through the link (same path, the link's port). */
  url: (serverUrl: string) => string;
  close: () => Promise<void>;
}

/** Linux's initial congestion window: 10 segments of 1,460 bytes, sent before the first ACK. */
const INITIAL_WINDOW = 10 * 1460;

/** One direction of the link: a queue at its bandwidth, shared by every connection. */
class Pipe {
  private freeAt = 0;
  constructor(private readonly bytesPerMs: number) {}
  /** When `bytes` leaving no sooner than `earliest` have all gone onto the wire. */
  send(earliest: number, bytes: number): number {
    this.freeAt = Math.max(this.freeAt, earliest) + bytes / this.bytesPerMs;
    return this.freeAt;
  }
}

/**
 * What Chrome's DevTools throttling (`Network.emulateNetworkConditions`) leaves out: it adds the
 * latency once to each request and paces its bytes, but a new connection costs no round trip and a
 * response is not held back by TCP's window. On a real link (and this one) a connection's handshake is
 * a round trip before its request leaves, and a response goes out in windows of 10 segments that
 * double each round trip, so a file of 100 KB takes four round trips more than its bytes alone.
 */
class Connection {
  private window = INITIAL_WINDOW;
  private round = { startsAt: 0, sent: 0 };
  /** Writes are kept in order: each arrives no sooner than the one before it. */
  private lastArrival = { down: 0, up: 0 };

  constructor(
    private readonly shape: LinkShape,
    private readonly pipes: { down: Pipe; up: Pipe },
    /** The handshake: nothing the client writes leaves before this. */
    private readonly openAt: number,
  ) {}

  /** When bytes the server wrote now arrive at the client, split into TCP rounds. */
  down(now: number, bytes: number): number {
    let left = bytes;
    let arrival = now;
    while (left > 0) {
      // Idle for over a round trip: the next bytes start a round of their own, at the same window.
      if (now > this.round.startsAt + this.shape.latencyMs) this.round = { startsAt: now, sent: 0 };
      if (this.round.sent >= this.window) {
        // The window is full: the next round leaves when its ACKs are back, and the window doubles.
        this.round = { startsAt: this.round.startsAt + this.shape.latencyMs, sent: 0 };
        this.window *= 2;
      }
      const part = Math.min(left, this.window - this.round.sent);
      this.round.sent += part;
      left -= part;
      arrival = this.pipes.down.send(Math.max(now, this.round.startsAt), part) + this.shape.latencyMs / 2;
    }
    return (this.lastArrival.down = Math.max(arrival, this.lastArrival.down));
  }

  /** When bytes the client wrote now arrive at the server (requests are small: no window to speak of). */
  up(now: number, bytes: number): number {
    const arrival = this.pipes.up.send(Math.max(now, this.openAt), bytes) + this.shape.latencyMs / 2;
    return (this.lastArrival.up = Math.max(arrival, this.lastArrival.up));
  }
}

/**
 * Forwards what `from` sends to `to`, each chunk (and the end) at its arrival time, strictly in order:
 * one queue per direction, drained by one timer. (A timer per chunk could fire out of order, timers
 * counting whole milliseconds, and a reordered stream or an end before the last chunk would leave
 * the browser waiting for bytes that never come.)
 */
function relay(from: Socket, to: Socket, arrivalOf: (now: number, bytes: number) => number): void {
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drain = () => {
    timer = null;
    while (queue.length && queue[0]!.at <= performance.now()) {
      const { chunk } = queue.shift()!;
      if (chunk === null) to.end();
      else if (to.writable) to.write(chunk);
    }
    if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0]!.at - performance.now()));
  };
  const push = (at: number, chunk: Buffer | null) => {
    queue.push({ at, chunk });
    timer ??= setTimeout(drain, Math.max(0, at - performance.now()));
  };
  from.on('data', (chunk: Buffer) => push(arrivalOf(performance.now(), chunk.length), chunk));
  from.on('end', () => push(arrivalOf(performance.now(), 0), null));
  from.on('error', () => to.destroy());
  to.on('close', () => timer && clearTimeout(timer));
}

/**
 * A TCP relay in front of servers on this machine that makes them as far away as `shape`: the
 * browser connects to the link, which connects on to the server. One link per app measured, so that
 * apps measured one after another do not share its queues.
 */
export async function startThrottledLink(serverUrl: string, shape: LinkShape): Promise<ThrottledLink> {
  const target = new URL(serverUrl);
  const bytesPerMs = (shape.megabitsPerSecond * 1_000_000) / 8 / 1000;
  const pipes = { down: new Pipe(bytesPerMs), up: new Pipe(bytesPerMs) };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const connection = new Connection(shape, pipes, performance.now() + shape.latencyMs);
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, upstream, (now, bytes) => connection.up(now, bytes));
    relay(upstream, client, (now, bytes) => connection.down(now, bytes));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (url) => {
      const through = new URL(url);
      through.host = `127.0.0.1:${port}`;
      return through.href;
    },
    close: () =>
      new Promise<void>((closed) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => closed());
      }),
  };
}
