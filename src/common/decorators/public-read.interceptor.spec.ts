import 'reflect-metadata';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import { PreviewRenderer } from '../preview/preview-renderer';
import { PUBLIC_READ_INTERCEPTORS } from './public-read.decorator';
import { PublicReadInterceptor } from './public-read.interceptor';

function contextOf(headers: Record<string, string>) {
  const request: { method: string; headers: Record<string, string>; preview?: boolean } = {
    method: 'GET',
    headers,
  };
  const set = new Map<string, string>();
  const response = {
    statusCode: 200,
    setHeader: (name: string, value: string) => set.set(name, value),
    getHeader: (name: string) => set.get(name),
  };
  const http = { getRequest: () => request, getResponse: () => response };
  const context = {
    switchToHttp: () => http,
    getHandler: () => contextOf,
    getClass: () => Object,
  } as unknown as ExecutionContext;
  return { context, request, headers: set };
}

const answer: CallHandler = { handle: () => of({ data: 1 }) };

describe('@PublicRead', () => {
  it('declares one interceptor, PublicReadInterceptor, for the preview, the replicas and the cache', () => {
    expect(PUBLIC_READ_INTERCEPTORS).toEqual([PublicReadInterceptor]);
  });
});

describe('PublicReadInterceptor', () => {
  it('runs the response cache on a read without a preview token (X-Cache: MISS)', async () => {
    const { context, headers } = contextOf({});
    const interceptor = new PublicReadInterceptor(new Reflector());
    await expect(lastValueFrom(interceptor.intercept(context, answer))).resolves.toEqual({
      data: 1,
    });
    expect(headers.get('X-Cache')).toBe('MISS');
  });

  it('runs the cache inside the preview: a preview answer is never marked for the cache', async () => {
    const { context, request, headers } = contextOf({ 'x-preview-token': 'token' });
    const previews: PreviewRenderer = {
      render: async (_token, verified, work) => {
        verified();
        return work();
      },
    };
    const interceptor = new PublicReadInterceptor(new Reflector(), previews);
    await expect(lastValueFrom(interceptor.intercept(context, answer))).resolves.toEqual({
      data: 1,
    });
    expect(request.preview).toBe(true);
    expect(headers.get('X-Cache')).toBe('BYPASS');
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
  });
});
