import type { RequestCaller } from '../../common/caller';
import type { ResidentAccessService } from '../../workflows/resident/resident-access.service';

/**
 * The demo resident's own login (README's demo table: Aarav Mehta, +91 98765 43220), given by the demo warden as a
 * warden would from the resident's page, so the resident page (`/resident`) works on the first start.
 */
export async function seedDemoResidentLogin(
  access: ResidentAccessService,
  warden: RequestCaller,
  studentId: number,
): Promise<void> {
  await access.grant(warden, studentId);
}
