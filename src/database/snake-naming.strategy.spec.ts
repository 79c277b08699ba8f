import { Table } from 'typeorm';
import { SnakeNamingStrategy, uniqueIndexName } from './snake-naming.strategy';

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

  it('names an index ix_<table>_<columns>', () => {
    expect(strategy.indexName('ships', ['is_active'])).toBe('ix_ships_is_active');
    expect(strategy.indexName('ships', ['name', 'id'])).toBe('ix_ships_name_id');
    expect(strategy.indexName('dry_docks', ['ship_id', 'start_date'])).toBe(
      'ix_dry_docks_ship_id_start_date',
    );
    expect(strategy.indexName(new Table({ name: 'public.ports' }), ['region'])).toBe(
      'ix_ports_region',
    );
  });

  it('names a foreign key fk_<table>_<columns without _id>', () => {
    expect(strategy.foreignKeyName('ships', ['cruise_line_id'])).toBe('fk_ships_cruise_line');
    expect(strategy.foreignKeyName('itineraries', ['embarkation_port_id'])).toBe(
      'fk_itineraries_embarkation_port',
    );
    expect(strategy.foreignKeyName('media_assets', ['uploaded_by_id'])).toBe(
      'fk_media_assets_uploaded_by',
    );
  });

  it('names a unique index uq_<table>_<columns>', () => {
    expect(uniqueIndexName('theme_parks', ['slug'])).toBe('uq_theme_parks_slug');
    expect(uniqueIndexName('ships', ['imo_number'])).toBe('uq_ships_imo_number');
  });

  it('refuses a generated name PostgreSQL would truncate (over 63 characters)', () => {
    const columns = ['a_rather_long_column_name', 'another_long_column_name'];
    expect(strategy.indexName('webhook_deliveries', columns.slice(0, 1))).toBe(
      'ix_webhook_deliveries_a_rather_long_column_name',
    );
    expect(() => strategy.indexName('webhook_deliveries', columns)).toThrow(
      'Generated name ix_webhook_deliveries_a_rather_long_column_name_another_long_column_name ' +
        'is longer than 63 characters: name it explicitly',
    );
    expect(() => strategy.foreignKeyName('webhook_deliveries', columns)).toThrow(
      /^Generated name fk_webhook_deliveries_a_rather_long_column_name_another_long_column_name /,
    );
  });
});
