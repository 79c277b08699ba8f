import { Column, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { CruiseLine } from '../cruise-lines/cruise-line.entity';
import { DryDock } from './dry-dock.entity';

const decimal = (precision: number, scale: number) =>
  ({ type: 'numeric', precision, scale, nullable: true }) as const;

@CatalogueEntity('ships')
@Index(['name', 'id'])
export class Ship extends CatalogueRecord {
  @Index()
  @Column({ type: 'uuid' })
  cruiseLineId!: string;

  @ManyToOne(() => CruiseLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cruise_line_id' })
  cruiseLine?: CruiseLine;

  @Column({ type: 'varchar', length: 200, nullable: true })
  shipClass!: string | null;

  @Column({ type: 'int', nullable: true })
  yearBuilt!: number | null;

  @Column({ type: 'int', nullable: true })
  yearRefurbished!: number | null;

  @Column({ type: 'int', nullable: true })
  passengerCapacity!: number | null;

  @Column({ type: 'int', nullable: true })
  maxCapacity!: number | null;

  @Column({ type: 'int', nullable: true })
  crewCount!: number | null;

  @Column({ type: 'int', nullable: true })
  grossTonnage!: number | null;

  @Column({ type: 'int', nullable: true })
  numDecks!: number | null;

  @Column({ type: 'int', nullable: true })
  numCabins!: number | null;

  @Column(decimal(7, 2))
  shipLengthMeters!: string | null;

  @Column(decimal(6, 2))
  beamMeters!: string | null;

  @Column(decimal(4, 1))
  cruisingSpeedKnots!: string | null;

  @Index('uq_ships_imo_number', { unique: true })
  @Column({ type: 'varchar', length: 7, nullable: true })
  imoNumber!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  flagState!: string | null;

  @Column({ type: 'boolean', default: false })
  hasCasino!: boolean;

  @Column({ type: 'boolean', default: false })
  hasWaterPark!: boolean;

  @Column({ type: 'boolean', default: false })
  hasSpa!: boolean;

  @Column({ type: 'boolean', default: false })
  hasKidsClub!: boolean;

  @Column({ type: 'boolean', default: false })
  hasAdultsOnlyArea!: boolean;

  @Column({ type: 'boolean', default: false })
  hasFitnessCenter!: boolean;

  @Column({ type: 'boolean', default: false })
  hasTheater!: boolean;

  @Column({ type: 'boolean', default: false })
  hasRockClimbing!: boolean;

  @Column({ type: 'boolean', default: false })
  hasSurfSimulator!: boolean;

  @Column({ type: 'boolean', default: false })
  hasMiniGolf!: boolean;

  @Column({ type: 'int', nullable: true })
  numPools!: number | null;

  @Column({ type: 'int', nullable: true })
  numRestaurants!: number | null;

  @Column({ type: 'int', nullable: true })
  numBars!: number | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  /** The main image from the media library (answered as `hero_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  heroImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hero_image_id' })
  heroImage?: MediaAsset | null;

  @OneToMany(() => DryDock, (dock) => dock.ship)
  dryDocks?: DryDock[];
}
