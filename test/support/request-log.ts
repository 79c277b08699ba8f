import { RequestLogService } from '@/modules/request-log/request-log.service';
import type { TestApp } from './test-app';

/** Lets the last responses' 'close' events run, then writes the buffered log rows. */
export async function flushRequestLog(t: TestApp): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await t.app.get(RequestLogService).flush();
}
