import { Client } from 'pg';

/**
 * The pg client every pool of the service creates. pg-pool stops listening for a client's errors
 * while it is checked out, and callers attach their own listener only after the checkout has
 * resolved; a connection the server ends in that window (a restart, `pg_terminate_backend`, a
 * dropped database) would raise an 'error' event nobody hears, and Node ends the process on it.
 * This listener only keeps the process alive: the client is marked unusable, its pending and next
 * queries fail, and the pool discards it when it is released.
 */
export class GuardedClient extends Client {
  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    this.on('error', () => undefined);
  }
}
