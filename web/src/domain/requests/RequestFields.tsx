import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { REQUEST_TEXT_MAX, REQUEST_TYPE_LABELS, REQUEST_TYPES } from '@hostel-admin/rules';

const TYPE_OPTIONS = REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] }));

/** A request's Type, as Add Request and the resident's Raise a request ask it (form field `type`). */
export function RequestTypeField() {
  return <FormSelectField name="type" label="Type" options={TYPE_OPTIONS} placeholder="Select a type" required />;
}

/** What the request asks for (form field `text`), with its bound. */
export function RequestTextField() {
  return (
    <FormTextField
      name="text"
      label="Request"
      multiline
      required
      helperText={`At most ${REQUEST_TEXT_MAX} characters`}
    />
  );
}
