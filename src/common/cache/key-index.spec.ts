import { KeyIndex } from './key-index';

describe('KeyIndex', () => {
  it('finds each entry carrying any of the keys, once', () => {
    const index = new KeyIndex();
    index.add('/ships/a', ['ship:a', 'cruise_lines']);
    index.add('/ships', ['ships', 'cruise_lines']);
    index.add('/cruise-lines/x', ['cruise_line:x']);
    expect([...index.carriersOf(['ship:a', 'ships', 'catalogue'])].sort()).toEqual([
      '/ships',
      '/ships/a',
    ]);
    expect([...index.carriersOf(['cruise_lines'])].sort()).toEqual(['/ships', '/ships/a']);
    expect([...index.carriersOf(['nothing'])]).toEqual([]);
  });

  it('forgets a key once no entry carries it', () => {
    const index = new KeyIndex();
    index.add('/a', ['ship:a', 'ships']);
    index.add('/b', ['ships']);
    expect(index.size).toBe(2);
    index.remove('/a', ['ship:a', 'ships']);
    expect(index.size).toBe(1);
    expect([...index.carriersOf(['ships'])]).toEqual(['/b']);
    index.remove('/b', ['ships']);
    index.remove('/b', ['ships']);
    expect(index.size).toBe(0);
  });
});
