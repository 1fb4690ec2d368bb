import { Button, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useState, type ComponentType, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { explainGraphqlError } from '../../../lib/graphqlErrors';
import { notify } from '../../../lib/toaster';
import {
  checkInSteps,
  explainCheckInFailure,
  firstStepWithError,
  LAST_STEP,
  toCheckInInput,
  validateStep,
  withChange,
  type CheckInErrors,
  type CheckInField,
  type CheckInValues,
} from '../checkinSchema';
import { useCheckIn } from '../hooks/useCheckIn';
import { BedDetailsStep } from './BedDetailsStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { RentDetailsStep } from './RentDetailsStep';
import { SelectRoomStep } from './SelectRoomStep';
import { StepIndicator } from './StepIndicator';
import { StepSlide } from './StepSlide';
import type { StepProps } from './stepProps';

const stepComponents: ComponentType<StepProps>[] = [PersonalDetailsStep, SelectRoomStep, BedDetailsStep, RentDetailsStep];

export type CheckInWizardProps = {
  initialValues: CheckInValues;
  onCompleted: () => void;
};

function validateAll(values: CheckInValues): CheckInErrors {
  return checkInSteps.reduce<CheckInErrors>((found, _step, index) => ({ ...found, ...validateStep(index, values) }), {});
}

/** The four-step check-in: Next validates the step, Prev does not, Submit validates and checks the resident in. */
export function CheckInWizard({ initialValues, onCompleted }: CheckInWizardProps) {
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState(1);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CheckInErrors>({});
  const [alert, setAlert] = useState<{ step: number; message: string } | null>(null);
  const { checkIn, loading } = useCheckIn();

  const handleChange = useCallback((field: CheckInField, value: string) => {
    setValues((current) => withChange(current, field, value));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const goTo = (next: number) => {
    setDirection(next >= step ? 1 : -1);
    setStep(next);
  };

  const handleNext = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(step + 1);
  };

  const handlePrev = () => {
    setErrors({});
    goTo(step - 1);
  };

  const handleSubmit = async () => {
    const found = validateAll(values);
    const invalidStep = firstStepWithError(found);
    setErrors(found);
    setAlert(null);
    if (invalidStep !== null) return goTo(invalidStep);
    try {
      await checkIn(toCheckInInput(values));
      notify('success', 'Checkin Complete');
      onCompleted();
    } catch (error) {
      const failure = explainCheckInFailure(explainGraphqlError(error), step);
      setErrors(failure.errors);
      if (failure.clearBed) setValues((current) => withChange(current, 'bedId', ''));
      setAlert(failure.alert ? { step: failure.step, message: failure.alert } : null);
      goTo(failure.step);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) handleNext();
    else void handleSubmit();
  };

  const Step = stepComponents[step] ?? PersonalDetailsStep;
  const title = checkInSteps[step]?.title ?? '';

  return (
    <Card.Root asChild>
      <form onSubmit={handleFormSubmit} noValidate aria-label="Check In">
        <Card.Header>
          <StepIndicator titles={checkInSteps.map((item) => item.title)} current={step} />
        </Card.Header>
        <Card.Body>
          <StepSlide stepKey={step} direction={direction}>
            <Stack gap="5">
              <Heading as="h2" size="lg">
                {title}
              </Heading>
              <ErrorAlert message={alert?.step === step ? alert.message : null} />
              <Step values={values} errors={errors} disabled={loading} onChange={handleChange} />
            </Stack>
          </StepSlide>
        </Card.Body>
        <Card.Footer>
          <Flex width="full" justify="space-between" gap="3">
            <Button variant="outline" disabled={step === 0 || loading} onClick={handlePrev}>
              Prev
            </Button>
            {step < LAST_STEP ? (
              <Button type="submit" colorPalette="primary">
                Next
              </Button>
            ) : (
              <Button type="submit" colorPalette="primary" loading={loading}>
                Submit
              </Button>
            )}
          </Flex>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
