import { eventPatternProblem, matchesEventPatterns } from './event-types';

describe('eventPatternProblem', () => {
  it.each(['*', 'ship.*', '*.deleted', 'ship.updated', 'theme_park.restored', 'dry_dock.created'])(
    'accepts %s',
    (pattern) => expect(eventPatternProblem(pattern)).toBeNull(),
  );

  it.each([
    ['ships.updated', /'ships' is not a resource/],
    ['ship.renamed', /'renamed' is not an operation/],
    ['ship', /not an event pattern/],
    ['ship.updated.now', /not an event pattern/],
    ['*.*', /written '\*'/],
    ['webhook.test', /'webhook' is not a resource/],
    ['', /not an event pattern/],
  ])('refuses %s', (pattern, message) => expect(eventPatternProblem(pattern)).toMatch(message));
});

describe('matchesEventPatterns', () => {
  it.each([
    [['*'], 'ship.updated', true],
    [['ship.*'], 'ship.deleted', true],
    [['ship.*'], 'cruise_line.deleted', false],
    [['*.deleted'], 'port.deleted', true],
    [['*.deleted'], 'port.created', false],
    [['ship.updated'], 'ship.updated', true],
    [['ship.updated'], 'ship.created', false],
    [['port.created', 'ship.*'], 'ship.restored', true],
    [[], 'ship.updated', false],
  ])('%j matches %s: %s', (patterns, type, expected) =>
    expect(matchesEventPatterns(patterns, type)).toBe(expected),
  );
});
