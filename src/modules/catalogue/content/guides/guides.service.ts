import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { GUIDE_RESOURCE } from './guide.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '../../../../common/errors';
import { CatalogueItems, itemKey } from '../../shared/catalogue-items';
import { assertCategories, CategoryTags, replaceTags } from '../categories/category-tags';
import { ChildReader } from '../../../../common/read';
import { entityFields } from '../../shared/entity-fields';
import { ItemRefDto, ItemSummaryDto } from '../../shared/item-ref.dto';
import { CreateGuideDto } from './dto/create-guide.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { ListGuidesQueryDto } from './dto/list-guides-query.dto';
import { UpdateGuideDto } from './dto/update-guide.dto';
import { GuideRelatedItem } from './guide-related-item.entity';
import { Guide } from './guide.entity';
import { GUIDE_READ, GUIDE_RELATED_READ } from './guide.read';

const OWN_FIELDS = ['category_ids', 'related', 'published_at'];

@Injectable()
export class GuidesService extends CatalogueService<Guide, GuideResponseDto, ListGuidesQueryDto> {
  private readonly tags: CategoryTags;
  private readonly links: ChildReader<GuideRelatedItem>;

  constructor(
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    private readonly items: CatalogueItems,
    dataSource: DataSource,
    writer: CatalogueWriter,
  ) {
    super(dataSource, guides, writer, GUIDE_RESOURCE, GUIDE_READ);
    this.tags = new CategoryTags(dataSource, 'guide');
    this.links = new ChildReader(dataSource, GUIDE_RELATED_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<GuideResponseDto> {
    const [answer] = await this.responses([await this.get(id, manager)], false, manager);
    return answer;
  }

  async create(input: CreateGuideDto): Promise<GuideResponseDto> {
    await this.assertSlugFree(input.slug);
    const guide = this.guides.create(entityFields<Guide>(input, OWN_FIELDS));
    applyPublishing(guide, input.published_at);
    await this.checkRelated(input);
    return this.records.create(this.write(guide, input));
  }

  async update(id: string, changes: UpdateGuideDto): Promise<GuideResponseDto> {
    const guide = await this.get(id);
    await this.assertSlugFree(changes.slug, guide.slug);
    this.guides.merge(guide, entityFields<Guide>(changes, OWN_FIELDS));
    applyPublishing(guide, changes.published_at);
    await this.checkRelated(changes);
    return this.records.update(id, this.write(guide, changes));
  }

  override async remove(id: string): Promise<void> {
    await this.records.remove(id, async (manager) => {
      await manager.delete(Guide, { id });
      await replaceTags(manager, 'guide', id, []);
    });
  }

  toPublicResponses(guides: Guide[]): Promise<GuideResponseDto[]> {
    return this.responses(guides, true);
  }

  /** The studio's answers. */
  toResponses(guides: Guide[]): Promise<GuideResponseDto[]> {
    return this.responses(guides, false);
  }

  /** Responses with categories and related records (public: visible related records only). */
  private async responses(
    guides: Guide[],
    publicView: boolean,
    manager?: EntityManager,
  ): Promise<GuideResponseDto[]> {
    const ids = guides.map((g) => g.id);
    // One after the other: on a write's transaction both run on its one connection.
    const tags = await this.tags.of(ids, manager);
    const links = await this.links.byParent(ids, manager);
    const resolved = await this.items.resolve(
      [...links.values()]
        .flat()
        .map((l) => ({ type: l.itemType as ItemRefDto['type'], id: l.itemId })),
      publicView,
      manager,
    );
    return guides.map((guide) => {
      const related: ItemSummaryDto[] = [];
      for (const link of links.get(guide.id) ?? []) {
        const summary = resolved.get(itemKey({ type: link.itemType, id: link.itemId }));
        if (summary) related.push(summary);
      }
      return GuideResponseDto.from(guide, tags.get(guide.id) ?? [], related);
    });
  }

  private async checkRelated(input: Pick<CreateGuideDto, 'related'>): Promise<void> {
    if (!input.related) return;
    const missing = await this.items.missing(input.related);
    if (missing.length > 0)
      throw ValidationFailedError.field(
        'related',
        `refers to records that do not exist: ${missing.map((r) => `${r.type} ${r.id}`).join(', ')}`,
      );
  }

  /** Saves the guide with its categories and related records, on the write's transaction. */
  private write(guide: Guide, input: Pick<CreateGuideDto, 'category_ids' | 'related'>) {
    return async (manager: EntityManager): Promise<string> => {
      if (input.category_ids) await assertCategories(manager, input.category_ids);
      const saved = await manager.save(guide);
      if (input.category_ids) await replaceTags(manager, 'guide', saved.id, input.category_ids);
      if (input.related) await this.replaceRelated(manager, saved.id, input.related);
      return saved.id;
    };
  }

  private async replaceRelated(
    manager: EntityManager,
    guideId: string,
    refs: ItemRefDto[],
  ): Promise<void> {
    await manager.delete(GuideRelatedItem, { guideId });
    const seen = new Set<string>();
    const rows = refs
      .filter((ref) => {
        const key = itemKey(ref);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((ref, position) => ({ guideId, itemType: ref.type, itemId: ref.id, position }));
    if (rows.length > 0) await manager.insert(GuideRelatedItem, rows);
  }
}

/** `published_at` from the request (undefined: unchanged); publishing without one means now. */
function applyPublishing(guide: Guide, publishedAt: string | null | undefined): void {
  if (publishedAt !== undefined)
    guide.publishedAt = publishedAt === null ? null : new Date(publishedAt);
  if (guide.status === 'published' && !guide.publishedAt) guide.publishedAt = new Date();
}
