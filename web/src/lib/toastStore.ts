import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION = 2500;
/** The student screens keep their toasts up longer (spec: 5000 ms). */
export const STUDENT_TOAST_DURATION = 5000;

/** The app's toasts, apart from their look (ToasterView.tsx), which loads with the first toast. */
export const toaster = createToaster({
  placement: 'top-end',
  max: 3,
  duration: TOAST_DURATION,
  pauseOnPageIdle: true,
});
