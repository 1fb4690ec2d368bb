import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { FormTextField } from '@/components/form/FormTextField';
import type { ChangePasswordForm_UserFragment } from '@/gql/graphql';
import { ChangeMyPasswordDocument } from '@/features/profile/graphql/ChangePasswordForm.generated';
import { formatDateTimeInIndia } from '@/lib/format';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import type { z } from '@/lib/form/zod';
import { updateSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { dropMyActivity } from '../activityCache';
import { emptyPasswords, passwordSchema } from '../passwordSchema';
import { PASSWORD_MIN } from '@hostel-admin/rules';

export type ChangePasswordFormProps = {
  user: ChangePasswordForm_UserFragment;
  /** The user's phone (E.164): the new password must not contain it. */
  phone: string;
};

/**
 * Profile → Change Password: set a first password (then phone + password signs in too, beside the code), or change
 * it with the current one. The server ends every other session and hands this one a new token.
 */
export function ChangePasswordForm({ user, phone }: ChangePasswordFormProps) {
  const { hasPassword } = user;
  const schema = passwordSchema(hasPassword, phone);
  const form = useSchemaForm(schema, { defaultValues: emptyPasswords });
  const [change] = useMutation(ChangeMyPasswordDocument, {
    // The new token first: the request's own token has ended, and dropping the activity list asks for it again.
    update: (cache, { data }) => {
      if (data) updateSession({ accessToken: data.changeMyPassword.accessToken });
      dropMyActivity(cache);
    },
  });

  const handleChange = async (input: z.output<typeof schema>) => {
    const { data } = await change({ variables: { input } });
    if (!data) return;
    form.reset(emptyPasswords);
    notify(
      'success',
      hasPassword ? 'Password changed' : 'Password set',
      hasPassword
        ? 'Other devices were signed out.'
        : 'You can now sign in with your phone number and password, or with a code.',
    );
  };

  return (
    <Stack asChild gap="4" maxWidth="md">
      <Form form={form} onSubmit={form.submit(handleChange)} aria-label="Change password">
        <Text color="fg.muted">
          {hasPassword && user.passwordChangedAt
            ? `Your password was last changed on ${formatDateTimeInIndia(String(user.passwordChangedAt))}. Changing it signs out your other devices.`
            : 'You sign in with a one-time code sent to your phone. Set a password to sign in with your phone number and password too.'}
        </Text>
        <FormAlert />
        {hasPassword && (
          <FormTextField
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        <FormTextField
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN} characters, with a letter and a digit.`}
          required
        />
        <FormTextField
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormSubmit width={{ base: 'full', md: 'fit-content' }}>
          {hasPassword ? 'Change Password' : 'Set Password'}
        </FormSubmit>
      </Form>
    </Stack>
  );
}
