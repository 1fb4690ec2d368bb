import { Button } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import { LazyDialogTrigger } from '@/components/LazyDialog';
import { lazyNamed } from '@/lib/lazyNamed';

const ImportStudentsDialog = lazyNamed(() => import('./ImportStudentsDialog'), 'ImportStudentsDialog');

/** "Import CSV" on the student list; the dialog and its form libraries load on the first press. */
export function ImportStudentsButton() {
  return (
    <LazyDialogTrigger
      trigger={
        <Button variant="outline">
          <LuUpload aria-hidden />
          Import CSV
        </Button>
      }
      dialog={(props) => <ImportStudentsDialog {...props} />}
    />
  );
}
