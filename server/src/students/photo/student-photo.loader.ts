import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { StudentPhotosService } from './student-photos.service';

/** Batches photo look-ups (which residents have one, and since when) made while resolving one GraphQL request. */
@Injectable()
export class StudentPhotoLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, string | null>>();

  constructor(private readonly photos: StudentPhotosService) {}

  /** The signed URL of the resident's photo, or null. */
  urlOf(request: object, studentId: number): Promise<string | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.photos.urlsOf(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }
}
