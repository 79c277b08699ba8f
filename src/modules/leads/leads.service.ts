import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { CreateLeadDto } from './dto/create-lead.dto';
import { ListLeadsQueryDto } from './dto/list-leads-query.dto';
import { Sailing } from '../catalogue/cruise/sailings/sailing.entity';
import { ThemePark } from '../catalogue/parks/theme-parks/theme-park.entity';
import { Lead } from './entities/lead.entity';
import { leadDedupeKey } from './lead-dedupe';

/** A repeat of the same e-mail and interests within this window is not stored again. */
const DUPLICATE_WINDOW_HOURS = 24;

export interface LeadReceipt {
  id: string;
  createdAt: Date;
}

@Injectable()
export class LeadsService {
  constructor(
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Stores a lead and answers its id. A filled honeypot gets a receipt for nothing stored; a
   * duplicate within 24 hours gets the receipt of the lead already stored.
   */
  async submit(
    input: CreateLeadDto,
    context: { ip?: string; userAgent?: string },
  ): Promise<LeadReceipt> {
    if (input.website) return { id: randomUUID(), createdAt: new Date() };
    if (input.travel_start && input.travel_end && input.travel_end < input.travel_start) {
      throw ValidationFailedError.field('travel_end', 'must not be before travel_start');
    }
    await this.assertLinksExist(input);
    const dedupeKey = leadDedupeKey(input.email, input.trip_interests);
    return this.dataSource.transaction(async (manager) => {
      // Two identical submissions at the same moment must not both pass the duplicate check.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [dedupeKey]);
      const existing = await manager
        .createQueryBuilder(Lead, 'l')
        .select(['l.id', 'l.createdAt'])
        .where('l.dedupe_key = :dedupeKey', { dedupeKey })
        .andWhere(`l.created_at > now() - interval '${DUPLICATE_WINDOW_HOURS} hours'`)
        .orderBy('l.created_at', 'DESC')
        .getOne();
      if (existing) return { id: existing.id, createdAt: existing.createdAt };

      const lead = await manager.save(
        manager.create(Lead, {
          name: input.name,
          email: input.email,
          tripInterests: input.trip_interests,
          phone: input.phone ?? null,
          message: input.message ?? null,
          travelStart: input.travel_start ?? null,
          travelEnd: input.travel_end ?? null,
          partySize: input.party_size ?? null,
          consentGiven: input.consent_given ?? false,
          consentAt: input.consent_given ? new Date() : null,
          utmSource: input.utm_source || null,
          utmMedium: input.utm_medium || null,
          utmCampaign: input.utm_campaign || null,
          referrer: input.referrer || null,
          sailingId: input.sailing_id ?? null,
          themeParkId: input.theme_park_id ?? null,
          ip: context.ip?.slice(0, 64) ?? null,
          userAgent: context.userAgent?.slice(0, 500) ?? null,
          dedupeKey,
        }),
      );
      return { id: lead.id, createdAt: lead.createdAt };
    });
  }

  /** A lead may name the sailing or park it is about; only ones the public catalogue shows. */
  private async assertLinksExist(input: CreateLeadDto): Promise<void> {
    const manager = this.dataSource.manager;
    if (
      input.sailing_id &&
      !(await manager.existsBy(Sailing, { id: input.sailing_id, isActive: true }))
    )
      throw ValidationFailedError.field('sailing_id', 'refers to a sailing that does not exist');
    if (
      input.theme_park_id &&
      !(await manager.existsBy(ThemePark, { id: input.theme_park_id, isActive: true }))
    )
      throw ValidationFailedError.field(
        'theme_park_id',
        'refers to a theme park that does not exist',
      );
  }

  /** Newest first; dates are UTC days, both ends included. */
  async list(query: ListLeadsQueryDto): Promise<[Lead[], number]> {
    if (query.date_from && query.date_to && query.date_to < query.date_from) {
      throw ValidationFailedError.field('date_to', 'must not be before date_from');
    }
    const qb = this.leads.createQueryBuilder('l');
    if (query.date_from) {
      qb.andWhere(`l.created_at >= (:from::date)::timestamp AT TIME ZONE 'UTC'`, {
        from: query.date_from,
      });
    }
    if (query.date_to) {
      qb.andWhere(`l.created_at < ((:to::date + 1)::timestamp AT TIME ZONE 'UTC')`, {
        to: query.date_to,
      });
    }
    if (query.interest) {
      qb.andWhere(
        'EXISTS (SELECT 1 FROM unnest(l.trip_interests) i WHERE lower(i) = lower(:interest))',
        {
          interest: query.interest.trim(),
        },
      );
    }
    return qb
      .orderBy('l.created_at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .skip(query.skip)
      .take(query.limit)
      .getManyAndCount();
  }
}
