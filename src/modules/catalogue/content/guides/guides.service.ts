import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '@/modules/jobs/scheduled-jobs';
import { currentStudioWrite, runAsScheduler } from '@/modules/audit/studio-write-context';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { GUIDE_RESOURCE } from './guide.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { CatalogueItems, itemKey } from '@/modules/catalogue/shared/catalogue-items';
import { assertCategories, CategoryTags, replaceTags } from '../categories/category-tags';
import { ChildReader } from '@/common/read';
import { ItemRefDto, ItemSummaryDto } from '@/modules/catalogue/shared/item-ref.dto';
import { CreateGuideDto } from './dto/create-guide.dto';
import { GuideResponseDto } from './dto/guide-response.dto';
import { ListStudioGuidesQueryDto } from './dto/list-guides-query.dto';
import { UpdateGuideDto } from './dto/update-guide.dto';
import { GuideRelatedItem } from './guide-related-item.entity';
import { Guide } from './guide.entity';
import { guideColumns } from './guide.columns';
import { GUIDE_READ, GUIDE_RELATED_READ } from './guide.read';

/**
 * The job that announces a guide becoming public at its future `published_at` (ScheduledJobs),
 * one per guide, replaced or removed by each write of the guide.
 */
export const GUIDE_GOES_PUBLIC_TASK = 'guide.goes-public';
const goesPublicKey = (id: string) => `guide-goes-public:${id}`;

@Injectable()
export class GuidesService
  extends CatalogueService<Guide, GuideResponseDto, ListStudioGuidesQueryDto>
  implements OnModuleInit
{
  private readonly tags: CategoryTags;
  private readonly links: ChildReader<GuideRelatedItem>;

  constructor(
    @InjectRepository(Guide) guides: Repository<Guide>,
    private readonly items: CatalogueItems,
    reads: ReadPool,
    private readonly dataSource: DataSource,
    locales: ContentLocales,
    private readonly writer: CatalogueWriter,
    private readonly jobs: ScheduledJobs,
  ) {
    super(reads, dataSource, locales, guides, writer, GUIDE_RESOURCE, GUIDE_READ);
    this.tags = new CategoryTags(dataSource, reads, 'guide');
    this.links = new ChildReader(dataSource, reads, GUIDE_RELATED_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<GuideResponseDto> {
    const [answer] = await this.responses([await this.get(id, manager)], false, manager);
    return answer;
  }

  async create(input: CreateGuideDto): Promise<GuideResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      const guide = guideColumns(input);
      const published = publishing(
        { status: 'draft', publishedAt: null, ...guide },
        input.published_at,
      );
      await this.checkRelated(manager, input);
      const id = await insertRow(manager, Guide, { ...guide, ...published });
      await this.writeChildren(manager, id, input);
      await this.scheduleGoingPublic(manager, id);
      return id;
    });
  }

  async update(id: string, changes: UpdateGuideDto): Promise<GuideResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Guide, id, guideColumns(changes), async (guide, before) => {
        await this.assertSlugFree(manager, changes.slug, before.slug);
        const published = publishing(guide, changes.published_at);
        await this.checkRelated(manager, changes);
        return published;
      });
      await this.writeChildren(manager, id, changes);
      await this.scheduleGoingPublic(manager, id);
    });
  }

  onModuleInit(): void {
    this.jobs.register(GUIDE_GOES_PUBLIC_TASK, (payload) => {
      const job = payload as { guide_id: string; published_at: string; scheduled_by?: string };
      return runAsScheduler(GUIDE_GOES_PUBLIC_TASK, job.scheduled_by ?? null, () =>
        this.goPublic(job),
      );
    });
  }

  /**
   * A published guide whose `published_at` is still to come becomes public then without any
   * write: a job at that time announces it (docs/behaviour.md#scheduled-publishing). Each write
   * of the guide replaces the job, or removes it when the guide is not waiting to go public.
   */
  private async scheduleGoingPublic(manager: EntityManager, id: string): Promise<void> {
    // Against this process's clock, as `publishing` stamps a guide published without a date: the
    // transaction's now() is older than that stamp.
    const [row] = await manager.query<Array<{ published_at: Date }>>(
      `SELECT published_at FROM guides
        WHERE id = $1 AND status = 'published' AND published_at > $2`,
      [id, new Date()],
    );
    if (row)
      await this.jobs.scheduleWithin(
        manager,
        GUIDE_GOES_PUBLIC_TASK,
        {
          guide_id: id,
          published_at: row.published_at.toISOString(),
          // Who set the date, for the audit entry of the guide's going public.
          scheduled_by: currentStudioWrite()?.userId ?? null,
        },
        { runAt: row.published_at, key: goesPublicKey(id) },
      );
    else await this.jobs.cancelWithin(manager, goesPublicKey(id));
  }

  /**
   * The job: when the guide is still published with this `published_at`, now past, and its going
   * public was not announced yet, writes the `guide.published` event (revision, audit entry, CDN
   * purge and the response caches' purge of the guide's answers, as a write). Under the record's
   * lock, so a second run finds the event and does nothing.
   */
  private async goPublic(payload: { guide_id: string; published_at: string }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.writer.lockRecord(manager, GUIDE_RESOURCE, payload.guide_id);
      const [due] = await manager.query<unknown[]>(
        `SELECT 1 FROM guides g
          WHERE g.id = $1 AND g.status = 'published' AND g.published_at = $2::timestamptz
            AND g.published_at <= now()
            AND NOT EXISTS (SELECT 1 FROM outbox_events e
                             WHERE e.record_id = g.id AND e.type = 'guide.published'
                               AND e.occurred_at >= g.published_at)`,
        [payload.guide_id, payload.published_at],
      );
      if (!due) return;
      // Its `guide.published` event announces the guide to every instance's response cache.
      await this.writer.within(manager, () => this.update(payload.guide_id, {}), {
        announce: 'published',
      });
    });
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

  /** The categories and related records the request names exist, read on the write's transaction. */
  private async checkRelated(
    manager: EntityManager,
    input: Pick<CreateGuideDto, 'category_ids' | 'related'>,
  ): Promise<void> {
    if (input.related) {
      const missing = await this.items.missing(input.related, manager);
      if (missing.length > 0)
        throw ValidationFailedError.field(
          'related',
          `refers to records that do not exist: ${missing.map((r) => `${r.type} ${r.id}`).join(', ')}`,
        );
    }
    if (input.category_ids) await assertCategories(manager, input.category_ids);
  }

  /** Replaces the guide's categories and related records, when the request sends them. */
  private async writeChildren(
    manager: EntityManager,
    guideId: string,
    input: Pick<CreateGuideDto, 'category_ids' | 'related'>,
  ): Promise<void> {
    if (input.category_ids) await replaceTags(manager, 'guide', guideId, input.category_ids);
    if (input.related) await this.replaceRelated(manager, guideId, input.related);
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

/**
 * The guide's `publishedAt` when the request sets it (`published_at`; undefined: unchanged) or
 * when it is published without a date (now); undefined when it stays as it is.
 */
function publishing(
  guide: Pick<Guide, 'status' | 'publishedAt'>,
  publishedAt: string | null | undefined,
): Pick<Guide, 'publishedAt'> | undefined {
  let date = guide.publishedAt;
  if (publishedAt !== undefined) date = publishedAt === null ? null : new Date(publishedAt);
  if (guide.status === 'published' && !date) date = new Date();
  return date === guide.publishedAt ? undefined : { publishedAt: date };
}
