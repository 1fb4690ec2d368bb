import { DataList, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import type { UserDetailsForm_UserFragment } from '@/gql/graphql';
import { UpdateMyProfileDocument } from '@/features/profile/graphql/UserDetailsForm.generated';
import { digitsOnly } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import type { z } from '@/lib/form/zod';
import { updateSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { dropMyActivity } from '../activityCache';
import { userDetailsSchema, userDetailsValues } from '../userDetailsSchema';
import { INDIAN_STATES, ROLE_LABELS } from '@hostel-admin/rules';
import { PhoneText } from '@/lib/phoneText';

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));
const pincodeDigits = (value: string) => digitsOnly(value).slice(0, 6);

export type UserDetailsFormProps = { user: UserDetailsForm_UserFragment };

/** Profile → User Details: the phone and the role (the position label) as they are, the rest to fill in and save. */
export function UserDetailsForm({ user }: UserDetailsFormProps) {
  const form = useSchemaForm(userDetailsSchema, { defaultValues: userDetailsValues(user) });
  const [save] = useMutation(UpdateMyProfileDocument, { update: dropMyActivity });

  const handleSave = async (input: z.output<typeof userDetailsSchema>) => {
    const { data } = await save({ variables: { input } });
    if (!data) return;
    const saved = data.updateMyProfile;
    form.reset(userDetailsValues(saved));
    updateSession({ user: { full_name: saved.fullName, email: saved.email } });
    notify('success', 'User details saved');
  };

  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Phone</DataList.ItemLabel>
          <DataList.ItemValue>
            <PhoneText value={user.phoneNumber} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Position</DataList.ItemLabel>
          <DataList.ItemValue>{ROLE_LABELS[user.role]}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack asChild gap="4">
        <Form form={form} onSubmit={form.submit(handleSave)} aria-label="User details">
          <FormAlert />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormTextField name="fullName" label="Name" autoComplete="name" required />
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextField
              name="pincode"
              label="Pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              helperText="6 digits"
              normalize={pincodeDigits}
              required
            />
            <FormTextField name="city" label="City" autoComplete="address-level2" required />
            <FormSelectField name="state" label="State" options={STATE_OPTIONS} placeholder="Select state" required />
            <FormTextField name="district" label="District" required />
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormTextField
                name="otherAddress"
                label="Other address (optional)"
                autoComplete="street-address"
                multiline
              />
            </GridItem>
          </SimpleGrid>
          <FormSubmit width={{ base: 'full', md: 'fit-content' }}>Save details</FormSubmit>
        </Form>
      </Stack>
    </Stack>
  );
}
