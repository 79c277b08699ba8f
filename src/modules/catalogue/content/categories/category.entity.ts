import { Column } from 'typeorm';
import { CatalogueEntity, CatalogueRow } from '../../shared/catalogue-record';

@CatalogueEntity('categories')
export class Category extends CatalogueRow {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;
}
