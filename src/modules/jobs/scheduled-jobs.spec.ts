import { Logger } from '@nestjs/common';
import { workerLogger } from './scheduled-jobs';

describe('the job runner’s log lines', () => {
  const lines = () => {
    const logger = new Logger('ScheduledJobs');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    return { logger, warn };
  };

  it('writes every failed job, however many come at once', () => {
    const { logger, warn } = lines();
    const runner = workerLogger(logger);
    for (const id of [1, 2, 3])
      runner.error(`Failed task ${id} (catalogue.scheduled-publication) with error 'boom'`, {
        failure: true,
      });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      "Failed task 1 (catalogue.scheduled-publication) with error 'boom'",
      "Failed task 2 (catalogue.scheduled-publication) with error 'boom'",
      "Failed task 3 (catalogue.scheduled-publication) with error 'boom'",
    ]);
  });

  it('writes the runner’s own repeated problems once per interval', () => {
    const { logger, warn } = lines();
    const runner = workerLogger(logger);
    for (let i = 0; i < 5; i++) runner.error('Failed to poll for jobs: connection refused');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
