/**
 * One connection per server that LISTENs on a channel. It is not a pool client: a LISTEN belongs to
 * its session, and a pooled client is handed to other work. When the connection is lost it is made
 * again (250 ms, doubling up to 30 s), and `onListening` runs each time the LISTEN is in place,
 * because whatever was sent while no session listened is lost for good.
 */
import pg from 'pg';
import { listen } from '../repositories/notifications.js';

export interface NotificationListener {
  /** Stops listening and ends the connection (the app's onClose). */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** The database, as the pool connects to it. */
  readonly connection: pg.ClientConfig;
  readonly channel: string;
  onNotification(payload: string): void;
  /** The LISTEN is (again) in place: anything sent before now was missed. */
  onListening(): void;
  readonly log: { warn(details: object, message: string): void };
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;
/** A database that does not answer holds up neither a start nor a shutdown for longer (pg waits for ever by default). */
const CONNECT_TIMEOUT_MS = 10_000;
/** How the listener's session shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'ampere-listener';

/** Listens from the first connection on; a failed first one is retried like a lost one, so a start does not fail for it. */
export async function listenForNotifications(options: ListenOptions): Promise<NotificationListener> {
  const { channel, log } = options;
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const lost = (client: pg.Client, error?: Error): void => {
    if (client !== current) return;
    current = undefined;
    void client.end().catch(() => {});
    if (closed) return;
    log.warn({ channel, err: error }, 'notification listener lost its connection; reconnecting');
    later();
  };

  const later = (): void => {
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    // Waiting to reconnect must not keep a process alive that has nothing else to do.
    retry.unref();
  };

  const connect = (): Promise<void> => {
    retry = undefined;
    const client = new pg.Client({
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...options.connection, application_name: LISTENER_APPLICATION_NAME, keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) options.onNotification(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    connecting = (async () => {
      try {
        await client.connect();
        await listen(client, channel);
      } catch (error) {
        client.removeAllListeners('end');
        // Not awaited: a connection that never opened may never say it ended.
        void client.end().catch(() => {});
        if (closed) return;
        log.warn({ channel, err: error }, 'notification listener could not connect; retrying');
        later();
        return;
      }
      if (closed) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      failures = 0;
      options.onListening();
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
