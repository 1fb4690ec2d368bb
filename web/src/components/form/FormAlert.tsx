import { useFormState } from 'react-hook-form';
import { ErrorAlert } from '../ErrorAlert';

/** What the server refused that no field of the form could show (role="alert"). */
export function FormAlert() {
  const { errors } = useFormState();
  return <ErrorAlert message={errors.root?.server?.message ?? null} />;
}
