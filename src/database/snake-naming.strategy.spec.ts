import { SnakeNamingStrategy } from './snake-naming.strategy';

describe('SnakeNamingStrategy', () => {
  const strategy = new SnakeNamingStrategy();

  it('turns camelCase properties into snake_case columns', () => {
    expect(strategy.columnName('passwordChangedAt', undefined, [])).toBe('password_changed_at');
    expect(strategy.columnName('imoNumber', undefined, [])).toBe('imo_number');
    expect(strategy.columnName('x', 'Custom', [])).toBe('custom');
  });

  it('names join columns after the relation', () => {
    expect(strategy.joinColumnName('cruiseLine', 'id')).toBe('cruise_line_id');
  });

  it('keeps explicit table names', () => {
    expect(strategy.tableName('DryDock', undefined)).toBe('dry_dock');
    expect(strategy.tableName('DryDock', 'dry_docks')).toBe('dry_docks');
  });
});
