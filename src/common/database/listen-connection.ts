import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

export interface ListenOptions {
  connectionString: string | undefined;
  /** The connection's `application_name` (what pg_stat_activity shows). */
  applicationName: string;
  channels: readonly string[];
  /** Each notice on one of the channels, while listening. */
  onNotice: (channel: string, payload: string) => void;
  /** Each time LISTEN has succeeded: the first time and after every reconnection. */
  onListening?: () => void;
  /** Each time the connection is lost or refused, before the pause; not when closed. */
  onLost?: (wasListening: boolean) => void;
  /** The longest pause between attempts (they start at 250 ms and double). */
  maxPauseMs: number;
  keepAlive?: boolean;
}

const FIRST_PAUSE_MS = 250;

/**
 * A LISTEN on a connection of its own (a pooled one would hand the session back), kept up until
 * `close`: when the connection is refused or lost it connects again after a pause that doubles
 * up to `maxPauseMs`, and LISTENs again. Notices sent while it was not listening are lost, which
 * is why `onListening` runs after every LISTEN: the caller catches up there (looks at its queue,
 * drops its cache).
 */
export class ListenConnection {
  private client?: Client;
  /** Whether `client` has connected: a connection still being made is not ended from outside. */
  private connected = false;
  private loop?: Promise<void>;
  private closing = false;
  private readonly closed = new AbortController();

  constructor(private readonly options: ListenOptions) {}

  /** Starts listening (once). */
  start(): void {
    this.loop ??= this.run();
  }

  /**
   * Stops: ends the connection, cuts a pause, and settles when the loop has ended. A connection
   * still being made is left to the loop, which ends it once it is made (or refused): pg's
   * `connect()` never settles when `end()` is called meanwhile.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.closed.abort();
    const client = this.connected ? this.client : undefined;
    await client?.end().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    const { options } = this;
    let pause = FIRST_PAUSE_MS;
    while (!this.closing) {
      const client = new Client({
        connectionString: options.connectionString,
        connectionTimeoutMillis: 5000,
        keepAlive: options.keepAlive ?? false,
        application_name: options.applicationName,
      });
      this.client = client;
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      let listening = false;
      try {
        await client.connect();
        this.connected = true;
        if (this.closing) break;
        client.on('notification', (notice) => {
          if (!this.closing) options.onNotice(notice.channel, notice.payload ?? '');
        });
        for (const channel of options.channels) await client.query(`LISTEN ${channel}`);
        if (this.closing) break;
        listening = true;
        pause = FIRST_PAUSE_MS;
        options.onListening?.();
        await lost;
      } catch {
        // Refused or lost: tried again after the pause.
      } finally {
        this.connected = false;
        if (this.client === client) this.client = undefined;
        await client.end().catch(() => undefined);
      }
      if (this.closing) break;
      options.onLost?.(listening);
      await sleep(pause, undefined, { signal: this.closed.signal }).catch(() => undefined);
      pause = Math.min(pause * 2, options.maxPauseMs);
    }
  }
}
