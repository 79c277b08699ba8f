import { httpDrainOf } from '@/common/http/http-drain';
import { RequestLogService } from '@/modules/request-log/request-log.service';
import { eventually } from './eventually';
import type { TestApp } from './test-app';

/**
 * Waits until every response the app's server has begun has closed (so its request-finished
 * listeners, the request log's among them, have run: a client can read the whole answer before
 * the server's 'close'), then writes the buffered log rows.
 */
export async function flushRequestLog(t: TestApp): Promise<void> {
  const drain = httpDrainOf(t.server);
  await eventually(
    () => (drain.requestsInFlight === 0 ? true : undefined),
    'the responses in flight to close',
  );
  await t.app.get(RequestLogService).flush();
}
