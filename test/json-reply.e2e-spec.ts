import { Get, Header, Module } from '@nestjs/common';
import express from 'express';
import { Public } from '@/common/decorators';
import { createTestApp, TestApp } from './support/test-app';
import { TestController } from './support/contract';

const expressEtag = express().get('etag fn') as (body: string, encoding: string) => string;

@TestController('test-json-reply')
class JsonReplyProbeController {
  @Public()
  @Get('own-type')
  @Header('Content-Type', 'application/vnd.probe+json')
  ownType(): object {
    return { probe: 'Île de Ré' };
  }
}

@Module({ controllers: [JsonReplyProbeController] })
class JsonReplyProbeModule {}

/** JSON answers as Express's own json() sends them, from the route or from the cache. */
describe('JSON replies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ imports: [JsonReplyProbeModule] });
  });

  afterAll(() => t?.close());

  it('answer JSON with its charset, the ETag Express computes and the exact length', async () => {
    for (const path of ['/api/v1/cruise-lines?limit=2', '/health']) {
      const res = await t.http.get(path).expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toBe(expressEtag(res.text, 'utf8'));
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      expect(JSON.parse(res.text)).toEqual(expect.any(Object));
    }
  });

  it('answer 304 to a matching If-None-Match and a HEAD without a body', async () => {
    const first = await t.http.get('/api/v1/cruise-lines?limit=2').expect(200);
    const etag = first.headers.etag;
    const notModified = await t.http
      .get('/api/v1/cruise-lines?limit=2')
      .set('If-None-Match', etag)
      .expect(304);
    expect(notModified.text).toBe('');
    const stale = await t.http
      .get('/api/v1/cruise-lines?limit=2')
      .set('If-None-Match', 'W/"0-stale"')
      .expect(200);
    expect(stale.text).toBe(first.text);
    const head = await t.http.head('/api/v1/cruise-lines?limit=2').expect(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.text).toBeUndefined();
  });

  it("keep a Content-Type the handler chose, with Express's charset", async () => {
    const res = await t.http.get('/test-json-reply/own-type').expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.probe+json; charset=utf-8');
    expect(JSON.parse(res.text)).toEqual({ probe: 'Île de Ré' });
  });

  it('refuse a malformed query with a problem, not JSON', async () => {
    const res = await t.http.get('/api/v1/cruise-lines?limit=0').expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
