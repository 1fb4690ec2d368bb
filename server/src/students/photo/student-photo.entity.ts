import { Column, Entity, PrimaryColumn } from 'typeorm';

export type PhotoType = 'image/jpeg' | 'image/png';

/** A resident's profile photo, kept in the database (base64 text reads the same on SQLite and PostgreSQL). */
@Entity('student_photos')
export class StudentPhoto {
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'mime_type', type: 'varchar', length: 20 })
  mimeType: PhotoType;

  /** The image bytes, base64. */
  @Column({ type: 'text' })
  data: string;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
