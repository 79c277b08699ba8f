import { Column, Index } from 'typeorm';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';

@CatalogueEntity('cruise_lines')
@Index(['name', 'id'])
export class CruiseLine extends CatalogueRecord {
  @Column({ type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  websiteUrl!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  headquarters!: string | null;

  @Column({ type: 'int', nullable: true })
  foundedYear!: number | null;
}
