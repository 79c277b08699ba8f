import { isStudioRequestPath } from './studio-path';

describe('isStudioRequestPath', () => {
  it.each([
    ['/studio/users', true],
    ['/STUDIO/vault', true],
    ['/Studio/users/', true],
    ['/studio', true],
    ['/StUdIo/', true],
    ['/studios/x', false],
    ['/api/studio', false],
    ['//studio/users', true],
    ['/%73tudio/users', false],
    ['http://host/studio/users', false],
  ])('%s is %s', (path, expected) => {
    expect(isStudioRequestPath(path)).toBe(expected);
  });
});
