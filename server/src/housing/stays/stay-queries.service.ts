import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, In, IsNull, Repository } from 'typeorm';
import { Stay } from './stay.entity';

type Key = 'studentId' | 'bedId';

/** Batch reads of stays for the DataLoaders: current ones and history, newest first. */
@Injectable()
export class StayQueries {
  constructor(@InjectRepository(Stay) private readonly stays: Repository<Stay>) {}

  currentByStudentIds(ids: readonly number[]): Promise<(Stay | null)[]> {
    return this.current('studentId', ids);
  }

  currentByBedIds(ids: readonly number[]): Promise<(Stay | null)[]> {
    return this.current('bedId', ids);
  }

  historyByStudentIds(ids: readonly number[]): Promise<Stay[][]> {
    return this.history('studentId', ids);
  }

  historyByBedIds(ids: readonly number[]): Promise<Stay[][]> {
    return this.history('bedId', ids);
  }

  private async current(key: Key, ids: readonly number[]): Promise<(Stay | null)[]> {
    const found = await this.stays.findBy({ [key]: In([...ids]), endDate: IsNull() } as FindOptionsWhere<Stay>);
    const byKey = new Map(found.map((stay) => [stay[key], stay]));
    return ids.map((id) => byKey.get(id) ?? null);
  }

  private async history(key: Key, ids: readonly number[]): Promise<Stay[][]> {
    const found = await this.stays.find({
      where: { [key]: In([...ids]) } as FindOptionsWhere<Stay>,
      order: { startDate: 'DESC', id: 'DESC' },
    });
    const byKey = new Map<number, Stay[]>(ids.map((id) => [id, []]));
    for (const stay of found) byKey.get(stay[key]!)?.push(stay);
    return ids.map((id) => byKey.get(id) ?? []);
  }
}
