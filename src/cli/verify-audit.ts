import 'reflect-metadata';
import { AuditService, describeVerification } from '../modules/audit/audit.service';
import { runCli, withAppContext } from './cli-context';

/**
 * `npm run audit:verify`: walks the audit chain and reports the first broken link. Exit 0: intact;
 * 1: broken; 2: the check itself could not run (e.g. the database is unreachable).
 */
runCli(
  () =>
    withAppContext(async (app) => {
      const result = await app.get(AuditService).verify();
      console.log(describeVerification(result));
      return result.intact ? 0 : 1;
    }),
  2,
);
