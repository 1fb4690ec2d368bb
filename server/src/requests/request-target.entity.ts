import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RequestType } from '@hostel-admin/rules';

/**
 * A hostel's own target time for a type of request, where it differs from the default
 * (`DEFAULT_REQUEST_TARGET_HOURS`): a request open longer than this is overdue.
 */
@Entity('request_targets')
export class RequestTarget {
  @PrimaryColumn({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  type: RequestType;

  @Column({ type: 'integer' })
  hours: number;
}
