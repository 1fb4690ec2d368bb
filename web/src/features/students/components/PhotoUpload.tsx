import { Button, Stack, Text } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { LuCamera } from 'react-icons/lu';
import { notifyStudent } from '@/lib/toaster';
import { useStudentPhotoUpload } from '../hooks/useStudentPhotoUpload';

export type PhotoUploadProps = {
  studentId: string;
  onUploaded: () => void;
};

/** "Upload photo": a JPEG or PNG of at most 2 MB, checked here before it is sent. */
export function PhotoUpload({ studentId, onUploaded }: PhotoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading, error } = useStudentPhotoUpload(studentId);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !(await upload(file))) return;
    notifyStudent('success', 'Photo updated');
    onUploaded();
  };

  return (
    <Stack gap="1" align="center">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        aria-label="Photo file"
        onChange={handleChange}
      />
      <Button size="xs" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
        <LuCamera aria-hidden />
        Upload photo
      </Button>
      <Text textStyle="xs" color="fg.muted">
        JPEG or PNG, up to 2 MB
      </Text>
      {error && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
