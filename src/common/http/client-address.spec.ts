import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import express from 'express';
import { clientAddress, clientAddressRule } from './client-address';
import type { TrustProxy } from '@/config/trust-proxy';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  if (forwardedFor !== undefined) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

/** Express's own answer for the same setting, as the Nest path computes `req.ip`. */
function expressIp(setting: TrustProxy, req: IncomingMessage): string | undefined {
  const app = express();
  app.set('trust proxy', setting);
  const expressReq = Object.setPrototypeOf(
    { headers: req.headers, socket: req.socket, connection: req.socket, app },
    app.request,
  ) as express.Request;
  return expressReq.ip;
}

describe('clientAddress', () => {
  const settings: TrustProxy[] = [false, true, 0, 1, 2, ['loopback'], ['10.0.0.0/8', '127.0.0.1']];
  const requests = [
    ['127.0.0.1', undefined],
    ['127.0.0.1', '203.0.113.7'],
    ['127.0.0.1', '198.51.100.1, 203.0.113.7'],
    ['10.1.2.3', '198.51.100.1, 10.9.9.9'],
    ['192.0.2.4', '203.0.113.7'],
  ] as const;

  it.each(settings.map((setting) => [JSON.stringify(setting), setting]))(
    'gives the address Express gives under trust proxy %s',
    (_name, setting) => {
      const trust = clientAddressRule(setting);
      for (const [remote, forwarded] of requests) {
        const req = request(remote, forwarded);
        expect(clientAddress(req, trust)).toBe(expressIp(setting, req));
      }
    },
  );

  it('trusts nothing forwarded when the setting is false', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'), clientAddressRule(false))).toBe(
      '127.0.0.1',
    );
  });
});
