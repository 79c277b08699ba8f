import { MulterError } from 'multer';
import { toUploadError } from './upload.interceptor';

describe('toUploadError', () => {
  const status = (error: unknown) => toUploadError(error).status;

  it('maps a file over the limit to 413 PAYLOAD_TOO_LARGE', () => {
    const error = toUploadError(new MulterError('LIMIT_FILE_SIZE', 'file'));
    expect(error).toEqual(expect.objectContaining({ status: 413, code: 'PAYLOAD_TOO_LARGE' }));
  });

  it('names the field for a file under another name, and for a second file', () => {
    expect(toUploadError(new MulterError('LIMIT_UNEXPECTED_FILE', 'image')).errors).toEqual([
      { field: 'image', message: expect.stringContaining("exactly one file in 'file'") },
    ]);
    expect(toUploadError(new MulterError('LIMIT_FILE_COUNT')).errors).toEqual([
      { field: 'file', message: 'must be exactly one file' },
    ]);
  });

  it.each([
    'LIMIT_PART_COUNT',
    'LIMIT_FIELD_COUNT',
    'LIMIT_FIELD_KEY',
    'LIMIT_FIELD_VALUE',
    'MISSING_FIELD_NAME',
  ] as const)('maps %s to 400', (code) => {
    expect(status(new MulterError(code, 'slug'))).toBe(400);
  });

  it('maps busboy failures (no boundary, cut-short body) to 400 VALIDATION_FAILED', () => {
    for (const message of ['Multipart: Boundary not found', 'Unexpected end of form']) {
      expect(toUploadError(new Error(message))).toEqual(
        expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }),
      );
    }
  });
});
