import { randomUUID } from 'node:crypto';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { enqueueEvent } from '@/modules/webhooks/outbox';
import { createTestApp, TestApp } from './support/test-app';

describe('outbox events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const events = () => t.dataSource.getRepository(OutboxEvent);

  it('commits with the transaction that raised it, typed <resource>.<operation>, in seq order', async () => {
    const recordId = randomUUID();
    const ids = await t.dataSource.transaction(async (manager) => [
      await enqueueEvent(manager, {
        resource: 'ship',
        recordId,
        operation: 'created',
        data: { id: recordId, name: 'Wonder' },
      }),
      await enqueueEvent(manager, {
        resource: 'ship',
        recordId,
        operation: 'updated',
        data: { id: recordId, name: 'Wonder II' },
      }),
    ]);

    const stored = await events().find({ where: { recordId }, order: { seq: 'ASC' } });
    expect(stored.map((e) => [e.id, e.type, e.operation, e.data])).toEqual([
      [ids[0], 'ship.created', 'created', { id: recordId, name: 'Wonder' }],
      [ids[1], 'ship.updated', 'updated', { id: recordId, name: 'Wonder II' }],
    ]);
    expect(BigInt(stored[1].seq)).toBeGreaterThan(BigInt(stored[0].seq));
    expect(stored[0].occurredAt).toBeInstanceOf(Date);
  });

  it('is rolled back with the transaction that raised it', async () => {
    const recordId = randomUUID();
    await expect(
      t.dataSource.transaction(async (manager) => {
        await enqueueEvent(manager, { resource: 'port', recordId, operation: 'deleted', data: {} });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await events().countBy({ recordId })).toBe(0);
  });
});
