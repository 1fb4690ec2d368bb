import type { CheckInErrors, CheckInField, CheckInValues } from '../checkinSchema';

/** What every step of the wizard gets: the whole form, its errors and one way to change a field. */
export type StepProps = {
  values: CheckInValues;
  errors: CheckInErrors;
  disabled: boolean;
  onChange: (field: CheckInField, value: string) => void;
};
