import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger as PinoLogger } from 'pino';
import type { ErrorCode } from '../errors';
import { problem } from '../filters/problem-details';

const ANSWERS: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    detail: 'The request headers are too large (at most 16 KiB in all).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    detail: 'The request was not received in time.',
  },
};

const BAD_REQUEST = {
  status: 400,
  code: 'VALIDATION_FAILED' as const,
  detail: 'The request is not valid HTTP (bad request line, header or body framing).',
};

/**
 * Node answers some requests itself, before the application sees them: headers over its limit
 * (431), a malformed request line or header (400), a request that took too long to arrive (408).
 * Through the server's `clientError` hook those answers go out as problem+json like every other,
 * with one access-log line each.
 */
export function answerClientErrors(server: Server, log: PinoLogger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: answer only on a connection nothing was written to yet; otherwise
    // (the client is gone, or a response was already under way) just close it.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const answer = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
    const body = JSON.stringify(problem(answer.status, answer.code, answer.detail));
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
    if (log.isLevelEnabled('info'))
      log.info(
        {
          res: { status: answer.status },
          err: { code: error.code },
          remote_address: (socket as { remoteAddress?: string }).remoteAddress,
        },
        'request refused before parsing',
      );
  });
}
