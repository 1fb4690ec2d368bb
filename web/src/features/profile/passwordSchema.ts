import { z } from '@/lib/form/zod';
import { newPasswordProblem, passwordMessages } from '@hostel-admin/rules';

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Profile → Change Password, as the API's ChangeMyPasswordInput: the current password when the user has one, the
 * new one by the server's strength rule (not the user's phone), typed twice alike.
 */
export const passwordSchema = (hasPassword: boolean, phone: string) =>
  z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const problem = (path: keyof PasswordValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (hasPassword && !values.currentPassword) problem('currentPassword', passwordMessages.currentRequired);
      const weak = newPasswordProblem(values.newPassword, phone);
      if (weak) problem('newPassword', weak);
      else if (hasPassword && values.newPassword === values.currentPassword)
        problem('newPassword', passwordMessages.sameAsCurrent);
      if (!values.confirmPassword) problem('confirmPassword', passwordMessages.confirmRequired);
      else if (values.confirmPassword !== values.newPassword) problem('confirmPassword', passwordMessages.mismatch);
    })
    .transform(({ currentPassword, newPassword }) => ({
      currentPassword: hasPassword ? currentPassword : null,
      newPassword,
    }));

export const emptyPasswords: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
