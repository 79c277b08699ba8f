import { CallHandler, ExecutionContext, Logger, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, of, throwError } from 'rxjs';
import { AuditAction, AuditEntity, SkipAudit, STUDIO_CONTROLLER_KEY } from './audit.decorators';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRecordInput, AuditService } from './audit.service';

@SetMetadata(STUDIO_CONTROLLER_KEY, true)
class Probe {
  plain(): void {}

  @AuditEntity('vault_entry', { idParam: 'entry_id' })
  @AuditAction('rotate')
  rotate(): void {}

  @SkipAudit()
  skipped(): void {}
}

/** A controller not declared with @StudioController, whatever the path says. */
class NotStudio {
  plain(): void {}
}

const USER = { id: 'u-1', email: 'a@example.com', fullName: 'A', role: 'admin', sessionId: 's' };

function context(
  handler: keyof Probe,
  request: Partial<{ method: string; path: string; params: object; body: unknown; ip: string }>,
  controller: typeof Probe | typeof NotStudio = Probe,
): ExecutionContext {
  const req = {
    method: 'POST',
    path: '/studio/things',
    params: {},
    body: {},
    ip: '127.0.0.1',
    user: USER,
    ...request,
  };
  return {
    getType: () => 'http',
    getHandler: () => (controller.prototype as Probe)[handler],
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

describe('AuditInterceptor', () => {
  let recorded: AuditRecordInput[];
  let record: jest.Mock<Promise<string>, [AuditRecordInput]>;
  let interceptor: AuditInterceptor;

  beforeEach(() => {
    recorded = [];
    record = jest.fn((input: AuditRecordInput) => {
      recorded.push(input);
      return Promise.resolve('id');
    });
    interceptor = new AuditInterceptor(new Reflector(), { record } as unknown as AuditService);
  });

  const run = (ctx: ExecutionContext, result: unknown = { data: { id: 'x-1' } }) =>
    firstValueFrom(interceptor.intercept(ctx, { handle: () => of(result) } as CallHandler));

  it('records a successful studio write with defaults from the method and path', async () => {
    await expect(run(context('plain', { body: { name: 'n', password: 'p' } }))).resolves.toEqual({
      data: { id: 'x-1' },
    });
    expect(recorded).toEqual([
      {
        userId: 'u-1',
        userEmail: 'a@example.com',
        action: 'create',
        entityType: 'thing',
        entityId: 'x-1',
        changes: { name: 'n', password: '[REDACTED]' },
        ip: '127.0.0.1',
      },
    ]);
  });

  it('records a write whatever the case of its path: the controller decides, not the URL', async () => {
    await run(context('plain', { path: '/STUDIO/Things', body: { name: 'n' } }));
    expect(recorded).toEqual([
      expect.objectContaining({ action: 'create', entityType: 'thing', changes: { name: 'n' } }),
    ]);
  });

  it('uses the decorators: named action, entity type and id parameter', async () => {
    await run(
      context('rotate', {
        path: '/studio/vault/e-9/rotate',
        params: { entry_id: 'e-9' },
        body: { new_value: 'shh' },
      }),
      { data: { rotated: true } },
    );
    expect(recorded[0]).toEqual(
      expect.objectContaining({
        action: 'rotate',
        entityType: 'vault_entry',
        entityId: 'e-9',
        changes: { new_value: '[REDACTED]' },
      }),
    );
  });

  it.each([
    ['a read', context('plain', { method: 'GET' })],
    [
      'a write of a controller not declared with @StudioController',
      context('plain', { path: '/studio/things' }, NotStudio),
    ],
    ['a @SkipAudit() handler', context('skipped', {})],
  ])('leaves out %s', async (_what, ctx) => {
    await run(ctx);
    expect(record).not.toHaveBeenCalled();
  });

  it('records nothing when the handler fails', async () => {
    const failing = { handle: () => throwError(() => new Error('boom')) } as CallHandler;
    await expect(
      firstValueFrom(interceptor.intercept(context('plain', {}), failing)),
    ).rejects.toThrow('boom');
    expect(record).not.toHaveBeenCalled();
  });

  it('still answers when the audit insert fails, and logs it', async () => {
    record.mockRejectedValueOnce(new Error('database went away'));
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await expect(run(context('plain', { method: 'DELETE' }))).resolves.toEqual({
        data: { id: 'x-1' },
      });
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'delete', entity_type: 'thing' }),
        expect.stringContaining('could not be recorded'),
      );
    } finally {
      error.mockRestore();
    }
  });
});
