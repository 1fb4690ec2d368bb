import { splitServerProblem, type ServerProblem } from '@/lib/form/serverProblem';
import { BED_STEP, emptyCheckInValues, firstStepWith } from './checkinSteps';

export type CheckInFailure = {
  /** The step to show: the first with an error, or the bed step for a taken bed. */
  step: number;
  /** Messages under fields, by CheckInInput field name. */
  errors: Record<string, string>;
  alert: string | null;
  /** The chosen bed was taken meanwhile: choose again. */
  clearBed: boolean;
};

const isCheckInField = (name: string) => name in emptyCheckInValues;

/**
 * Where a failed check-in's errors go: field errors under their fields, on their step; a taken bed
 * (CONFLICT on bedId, or CONFLICT naming no field) in an alert on the bed step; the rest in an alert.
 */
export function explainCheckInFailure(problem: ServerProblem, currentStep: number): CheckInFailure {
  const named = Object.keys(problem.fields);
  if (problem.code === 'CONFLICT' && (named.includes('bedId') || named.length === 0)) {
    return { step: BED_STEP, errors: {}, alert: problem.summary, clearBed: true };
  }
  const { fields, alert } = splitServerProblem(problem, isCheckInField);
  return { step: firstStepWith(Object.keys(fields)) ?? currentStep, errors: fields, alert, clearBed: false };
}
