import { Button, Card, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Form } from '@/components/form/Form';
import { FormSubmit } from '@/components/form/FormSubmit';
import { useConfirmMoveIn } from '@/domain/rent/useConfirmMoveIn';
import type { CheckInInput } from '@/gql/graphql';
import type { CheckedInResident } from './CheckInDone';
import { readServerError } from '@/lib/form/serverProblem';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify, notifyWarnings } from '@/lib/toaster';
import { explainCheckInFailure } from '../checkinFailure';
import {
  checkInSteps,
  dependentFields,
  firstStepWith,
  LAST_STEP,
  type CheckInField,
  type CheckInValues,
} from '../checkinSteps';
import { useCheckIn } from '../hooks/useCheckIn';
import { laterStep } from './laterStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { StepIndicator } from './StepIndicator';
import { StepSlide } from './StepSlide';

const laterSteps = [
  laterStep(() => import('./SelectRoomStep'), 'SelectRoomStep'),
  laterStep(() => import('./BedDetailsStep'), 'BedDetailsStep'),
  laterStep(() => import('./RentDetailsStep'), 'RentDetailsStep'),
];
const stepComponents: ComponentType[] = [PersonalDetailsStep, ...laterSteps.map((step) => step.LaterStep)];

/**
 * The page draws the first step only. The schema (with zod and the phone metadata) and the later steps load with the
 * form's first focus or press (Form calls this through `prepare`), so Next finds them here.
 */
const loadCheckInSchema = () => {
  for (const step of laterSteps) step.preload().catch(() => undefined);
  return import('../checkinSchema').then((module) => module.checkInSchema);
};

export type CheckInWizardProps = {
  initialValues: CheckInValues;
  /** Called with the new resident once they are checked in. */
  onCompleted: (resident: CheckedInResident) => void;
};

/** The four-step check-in: Next validates the step, Prev does not, Submit validates and checks the resident in. */
export function CheckInWizard({ initialValues, onCompleted }: CheckInWizardProps) {
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState(1);
  const [alert, setAlert] = useState<{ step: number; message: string } | null>(null);
  const form = useSchemaForm(loadCheckInSchema, { defaultValues: initialValues, focusFirstError: true });
  /** Set by a step change to the next step's title: its heading takes focus once it has slid in. */
  const focusHeading = useRef<string | null>(null);
  const headingRef = (heading: HTMLHeadingElement | null) => {
    if (!heading || !focusHeading.current || heading.textContent !== focusHeading.current) return;
    focusHeading.current = null;
    heading.focus({ preventScroll: true });
  };
  const { checkIn } = useCheckIn();
  const confirmMoveIn = useConfirmMoveIn();
  const { watch, setValue, setError, clearErrors } = form;

  // Choosing another room type or room voids what was chosen inside it.
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      for (const dependent of dependentFields[name as CheckInField] ?? []) setValue(dependent, '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const goTo = (next: number) => {
    focusHeading.current = next !== step ? (checkInSteps[next]?.title ?? null) : null;
    setDirection(next >= step ? 1 : -1);
    setStep(next);
  };

  const handlePrev = () => {
    clearErrors();
    goTo(step - 1);
  };

  const handleInvalid = (fields: string[]) => {
    setAlert(null);
    const invalidStep = firstStepWith(fields);
    if (invalidStep !== null) goTo(invalidStep);
  };

  const handleCheckIn = async (input: CheckInInput) => {
    setAlert(null);
    const moveInDate = input.moveInDate ?? '';
    if (!(await confirmMoveIn({ name: input.name, moveInDate, billFrom: input.billRentFrom ?? moveInDate }))) return;
    try {
      const answer = await checkIn(input);
      notify('success', 'Checkin Complete');
      notifyWarnings(answer?.warnings ?? []);
      const student = answer?.student;
      if (student) {
        onCompleted({
          id: student.id,
          name: student.name,
          roomNumber: student.room?.roomNumber,
          bedLabel: student.bed?.label,
        });
      }
    } catch (error) {
      const failure = explainCheckInFailure(readServerError(error), step);
      for (const [name, message] of Object.entries(failure.errors))
        setError(name as CheckInField, { type: 'server', message });
      if (failure.clearBed) setValue('bedId', '');
      setAlert(failure.alert ? { step: failure.step, message: failure.alert } : null);
      goTo(failure.step);
    }
  };

  const handleSubmit =
    step < LAST_STEP
      ? form.submitStep(checkInSteps[step]?.fields ?? [], () => goTo(step + 1))
      : form.submit(handleCheckIn, handleInvalid);

  const Step = stepComponents[step] ?? PersonalDetailsStep;
  const title = checkInSteps[step]?.title ?? '';

  return (
    <Card.Root asChild>
      <Form form={form} onSubmit={handleSubmit} aria-label="Check In">
        <Card.Header>
          <StepIndicator titles={checkInSteps.map((item) => item.title)} current={step} />
        </Card.Header>
        <Card.Body>
          <StepSlide stepKey={step} direction={direction}>
            <Stack gap="5">
              <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
                {title}
              </Heading>
              <ErrorAlert message={alert?.step === step ? alert.message : null} />
              <Suspense fallback={<Skeleton height="40" borderRadius="l2" />}>
                <Step />
              </Suspense>
            </Stack>
          </StepSlide>
        </Card.Body>
        <Card.Footer>
          <Flex width="full" justify="space-between" gap="3">
            <Button variant="outline" disabled={step === 0 || form.pending} onClick={handlePrev}>
              Prev
            </Button>
            {step < LAST_STEP ? (
              <Button type="submit" colorPalette="primary">
                Next
              </Button>
            ) : (
              <FormSubmit>Submit</FormSubmit>
            )}
          </Flex>
        </Card.Footer>
      </Form>
    </Card.Root>
  );
}
