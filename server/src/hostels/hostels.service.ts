import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Events } from '../events/events.service';
import { Caller, mayAccess } from '../common/caller';
import { InputError, NotFoundError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { readHostelDetails } from './hostel-details';
import { Hostel } from './hostel.entity';
import { paymentMakerCheckerLabel } from './payment-maker-checker';
import { LAST_PERIOD_RULE_OPTIONS, type LastPeriodRule, type PaymentMakerChecker } from '@hostel-admin/rules';
import type { SubscriptionPlan } from '@hostel-admin/rules';

export type NewHostel = Pick<Hostel, 'name'> &
  Partial<
    Pick<
      Hostel,
      | 'address'
      | 'hostelType'
      | 'institutionName'
      | 'totalFloors'
      | 'totalRooms'
      | 'totalHostels'
      | 'billingAddress'
      | 'subscriptionPlan'
      | 'phone'
      | 'gstin'
      | 'pan'
    >
  >;

const DETAIL_LABELS = { phone: 'Phone', gstin: 'GSTIN', pan: 'PAN' } as const;

@Injectable()
export class HostelsService {
  constructor(
    @InjectRepository(Hostel) private readonly hostels: Repository<Hostel>,
    private readonly transactions: Transactions,
    private readonly events: Events,
  ) {}

  /** The caller's own hostel, or the one asked for when the caller may see it (another hostel's id is not found). */
  async findForCaller(caller: Caller, id?: string | null): Promise<Hostel> {
    const hostelId = id === undefined || id === null ? caller.hostelId : /^\d{1,9}$/.test(id) ? Number(id) : undefined;
    const hostel = hostelId !== undefined && mayAccess(caller, hostelId) ? await this.findById(hostelId) : null;
    if (!hostel) throw new NotFoundError('Hostel', 'id');
    return hostel;
  }

  async findById(id: number, manager?: EntityManager): Promise<Hostel | null> {
    return (manager?.getRepository(Hostel) ?? this.hostels).findOneBy({ id });
  }

  async getById(id: number, manager?: EntityManager): Promise<Hostel> {
    const hostel = await this.findById(id, manager);
    if (!hostel) throw new NotFoundError('Hostel');
    return hostel;
  }

  /** Hostels by id, in the order asked (null where missing): the batch function of the hostel DataLoader. */
  async findByIds(ids: readonly number[]): Promise<(Hostel | null)[]> {
    const found = await this.hostels.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((h) => [h.id, h]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** True once any hostel exists, read inside the caller's transaction. */
  async anyExists(manager: EntityManager): Promise<boolean> {
    return manager.exists(Hostel);
  }

  /** Every hostel's id, for jobs that run per hostel. */
  async allIds(): Promise<number[]> {
    return (await this.hostels.find({ select: { id: true }, order: { id: 'ASC' } })).map((h) => h.id);
  }

  /** Chooses the plan for the next period (null plan: keep the current one), inside the caller's transaction. */
  async setNextPlan(manager: EntityManager, id: number, plan: SubscriptionPlan | null, from: string | null) {
    await manager.update(Hostel, { id }, { nextPlan: plan, nextPlanFrom: plan ? from : null });
  }

  /** The next plan comes into force (its period has started), inside the caller's transaction. */
  async switchToNextPlan(manager: EntityManager, hostel: Hostel) {
    if (!hostel.nextPlan) return;
    await manager.update(
      Hostel,
      { id: hostel.id },
      { subscriptionPlan: hostel.nextPlan, nextPlan: null, nextPlanFrom: null },
    );
  }

  /**
   * An admin sets maker-checker on payment verification for their hostel (a superadmin: any hostel); another
   * hostel's id is not found. The change is logged; choosing the setting in force changes nothing.
   */
  async setPaymentMakerChecker(caller: Caller, id: string | null | undefined, setting: PaymentMakerChecker) {
    const { id: hostelId } = await this.findForCaller(caller, id);
    return this.transactions.run(async (manager) => {
      const hostel = await this.getById(hostelId, manager);
      if (hostel.paymentMakerChecker === setting) return hostel;
      await manager.update(Hostel, { id: hostelId }, { paymentMakerChecker: setting });
      await this.settingsChanged(
        manager,
        caller,
        hostel,
        ['paymentMakerChecker'],
        `Payment verification: ${paymentMakerCheckerLabel(hostel.paymentMakerChecker)} → ${paymentMakerCheckerLabel(setting)}`,
      );
      return this.getById(hostelId, manager);
    });
  }

  /**
   * An admin sets how the rent period a stay ends in is billed (a superadmin: any hostel); another hostel's id is not
   * found. Rent already billed stays as it was: the rule applies to what is billed and settled from now on. Logged.
   */
  async setLastPeriodRule(caller: Caller, id: string | null | undefined, rule: LastPeriodRule) {
    const { id: hostelId } = await this.findForCaller(caller, id);
    return this.transactions.run(async (manager) => {
      const hostel = await this.getById(hostelId, manager);
      if (hostel.lastPeriodRule === rule) return hostel;
      await manager.update(Hostel, { id: hostelId }, { lastPeriodRule: rule });
      await this.settingsChanged(
        manager,
        caller,
        hostel,
        ['lastPeriodRule'],
        `Last rent period of a stay: ${LAST_PERIOD_RULE_OPTIONS[hostel.lastPeriodRule].label} → ${LAST_PERIOD_RULE_OPTIONS[rule].label}`,
      );
      return this.getById(hostelId, manager);
    });
  }

  /**
   * An admin sets the phone, GSTIN and PAN their hostel's receipts print (a superadmin: any hostel); another hostel's
   * id is not found. Bad input names each field; the change is logged; the same details again change nothing.
   */
  async setDetails(
    caller: Caller,
    id: string | null | undefined,
    input: { phone?: string | null; gstin?: string | null; pan?: string | null },
  ): Promise<Hostel> {
    const { details, problems } = readHostelDetails(input);
    if (problems.length) throw new InputError(problems);
    const { id: hostelId } = await this.findForCaller(caller, id);
    return this.transactions.run(async (manager) => {
      const hostel = await this.getById(hostelId, manager);
      const fields = (['phone', 'gstin', 'pan'] as const).filter((field) => hostel[field] !== details[field]);
      if (!fields.length) return hostel;
      const changes = fields.map(
        (field) => `${DETAIL_LABELS[field]}: ${hostel[field] ?? 'none'} → ${details[field] ?? 'none'}`,
      );
      await manager.update(Hostel, { id: hostelId }, details);
      await this.settingsChanged(manager, caller, hostel, fields, changes.join('; '));
      return this.getById(hostelId, manager);
    });
  }

  private settingsChanged(manager: EntityManager, caller: Caller, hostel: Hostel, settings: string[], detail: string) {
    return this.events.emit(manager, {
      kind: 'hostel.settings_changed',
      actor: caller,
      subject: { type: 'hostel', id: hostel.id, hostelId: hostel.id, label: hostel.name, detail },
      data: { settings },
    });
  }

  /** Sets the subscription's first day (the demo hostel's history starts months back). */
  async setSubscriptionSince(manager: EntityManager, id: number, since: string) {
    await manager.update(Hostel, { id }, { subscriptionSince: since });
  }

  /** Creates a hostel inside the caller's transaction. */
  async create(manager: EntityManager, input: NewHostel): Promise<Hostel> {
    const repository = manager.getRepository(Hostel);
    return repository.save(repository.create(input));
  }
}
