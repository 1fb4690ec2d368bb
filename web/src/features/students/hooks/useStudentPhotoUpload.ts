import { useState } from 'react';
import { apiUpload, errorMessage } from '@/lib/api';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** What is wrong with a chosen photo before it is sent, or null. The server checks again (magic bytes). */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Choose a JPEG or PNG image.';
  if (file.size > MAX_PHOTO_BYTES) return 'The photo must be 2 MB or smaller.';
  return null;
}

/** Uploads a student's profile photo (multipart field "photo"). */
export function useStudentPhotoUpload(studentId: string) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** True once the server has stored the photo. */
  const upload = async (file: File): Promise<boolean> => {
    const problem = photoProblem(file);
    setError(problem);
    if (problem) return false;
    const form = new FormData();
    form.append('photo', file);
    setUploading(true);
    try {
      await apiUpload(`/students/${encodeURIComponent(studentId)}/photo`, form);
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, error };
}
