import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_REQUEST_TARGET_HOURS,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  type RequestType,
} from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import type { RequestCaller } from '../common/caller';
import { Transactions } from '../common/transactions';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { Events } from '../events/events.service';
import { HostelsService } from '../hostels/hostels.service';
import { RequestTarget } from './request-target.entity';

export type RequestTargets = Record<RequestType, number>;

/** A request's due time: raised at plus its type's target. */
export const dueAtOf = (raisedAt: Date, hours: number) => new Date(raisedAt.getTime() + hours * 3_600_000);

/**
 * The hostel's target time per type of request: its own rows where it set one, the defaults otherwise. Kept in
 * `request_targets`, owned here beside the requests that read it, rather than as columns of `hostels`: a type added
 * later needs no migration of the hostel, and a hostel without rows simply has the defaults.
 */
@Injectable()
export class RequestTargetsService {
  /** Each hostel's targets outside a transaction, kept while nothing is written: every list of requests reads them. */
  private readonly kept: ReadCache<number, RequestTargets>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly events: Events,
    private readonly hostels: HostelsService,
    state: DatabaseState,
  ) {
    this.kept = new ReadCache(state, (hostelId) => this.read(hostelId, this.dataSource.manager));
  }

  /** The hostel's targets, in the caller's transaction when given its manager (for reading only: they may be shared). */
  of(hostelId: number, manager: EntityManager = this.dataSource.manager): Promise<RequestTargets> {
    return manager === this.dataSource.manager ? this.kept.read(hostelId) : this.read(hostelId, manager);
  }

  private async read(hostelId: number, manager: EntityManager): Promise<RequestTargets> {
    const rows = await manager.findBy(RequestTarget, { hostelId });
    const targets = { ...DEFAULT_REQUEST_TARGET_HOURS };
    for (const row of rows) targets[row.type] = row.hours;
    return targets;
  }

  /**
   * An admin sets the hours of the types given (the others, and any sent as null, keep theirs); the same hours again change nothing. The
   * change is logged as a hostel setting. Requests already raised are overdue by the new targets from now on.
   */
  async set(caller: RequestCaller, hours: Partial<RequestTargets>): Promise<RequestTargets> {
    const hostelId = caller.hostelId;
    return this.transactions.run(async (manager) => {
      await advisoryLock(manager, `request-targets:${hostelId}`);
      const before = await this.of(hostelId, manager);
      const changed = REQUEST_TYPES.filter((type) => hours[type] != null && hours[type] !== before[type]);
      if (!changed.length) return before;
      const hostel = await this.hostels.getById(hostelId, manager);
      for (const type of changed) {
        await manager.delete(RequestTarget, { hostelId, type });
        await manager.insert(RequestTarget, { hostelId, type, hours: hours[type]! });
      }
      await this.events.emit(manager, {
        kind: 'hostel.settings_changed',
        actor: caller,
        subject: {
          type: 'hostel',
          id: hostelId,
          hostelId,
          label: hostel.name,
          detail: `Request targets: ${changed.map((t) => `${REQUEST_TYPE_LABELS[t]} ${before[t]} h → ${hours[t]} h`).join(', ')}`,
        },
        data: { settings: changed.map((type) => `requestTarget.${type}`) },
      });
      return this.of(hostelId, manager);
    });
  }
}
