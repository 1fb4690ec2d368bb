import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useConfirm } from '@/components/ConfirmDialog';
import type { StudentProfile_StudentFragment } from '@/gql/graphql';
import {
  GrantResidentAccessDocument,
  RevokeResidentAccessDocument,
} from '@/features/students/graphql/ResidentAccess.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { usePhoneDisplay } from '@/lib/phoneText';

/** The resident page's address, as the panel tells the warden to pass it on. */
const RESIDENT_PAGE = '/resident';

/** What went wrong giving a login, in the panel's words (never the server's). */
function grantFailure(error: unknown, name: string): string {
  const problem = explainGraphqlError(error);
  if (problem.fields.phone)
    return `${name}'s phone already signs in to Hostel Admin as another user. Change ${name}'s phone first.`;
  if (problem.code === 'CONFLICT') return `${name} has left the hostel; a login cannot be given.`;
  return `${name} was not given a login. Try again, or choose Cancel.`;
}

export type ResidentAccessPanelProps = {
  student: Pick<StudentProfile_StudentFragment, 'id' | 'name' | 'phone' | 'archived' | 'residentAccess'>;
};

/**
 * Resident login: whether the resident may sign in to their own page (/resident) with their phone's code, and the
 * buttons to give it, give it again with a changed phone, or turn it off, each asked first.
 */
export function ResidentAccessPanel({ student }: ResidentAccessPanelProps) {
  const confirm = useConfirm();
  const [grant] = useMutation(GrantResidentAccessDocument);
  const [revoke] = useMutation(RevokeResidentAccessDocument);
  const access = student.residentAccess;
  const on = Boolean(access?.active);
  const stalePhone = on && access!.phoneNumber !== student.phone;
  const phoneDisplay = usePhoneDisplay();
  const phone = phoneDisplay(student.phone);

  const give = () =>
    confirm({
      title: stalePhone ? 'Update the login to the new phone?' : 'Give this resident their own login?',
      target: `${student.name}, ${phone}`,
      description: `${student.name} signs in at ${RESIDENT_PAGE} with a code sent to ${phone}, and sees only their own room, dues, payments and receipts.`,
      confirmLabel: stalePhone ? 'Update login' : 'Give login',
      action: () => grant({ variables: { input: { studentId: student.id } } }),
      success: `${student.name} can now sign in with ${phone}`,
      failure: (error) => grantFailure(error, student.name),
    });

  const turnOff = () =>
    confirm({
      title: 'Turn off this resident’s login?',
      target: `${student.name}, ${phoneDisplay(access!.phoneNumber)}`,
      description: `${student.name} is signed out at once and cannot sign in again until given a login.`,
      confirmLabel: 'Turn off',
      destructive: true,
      action: () => revoke({ variables: { input: { studentId: student.id } } }),
      success: `${student.name}'s login is turned off`,
      failure: `${student.name}'s login was not turned off. Try again, or choose Cancel.`,
    });

  return (
    <Card.Root as="section" aria-labelledby="resident-login">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="resident-login">
          Resident login
        </Heading>
        <Stack gap="1">
          {student.archived ? (
            <Text>{student.name} has left the hostel: their login no longer opens anything.</Text>
          ) : on ? (
            <Text>Signs in to their own page with a code sent to {phoneDisplay(access!.phoneNumber)}.</Text>
          ) : access ? (
            <Text>Turned off: {student.name} cannot sign in.</Text>
          ) : (
            <Text>
              {student.name} has no login. With one, they see their room, dues, payments and receipts at {RESIDENT_PAGE}
              .
            </Text>
          )}
          {stalePhone && !student.archived && (
            <Text color="fg.warning">
              Their phone has changed since the login was given: update it so they can sign in with {phone}.
            </Text>
          )}
        </Stack>
        {!student.archived && (
          <Stack direction="row" gap="3" wrap="wrap">
            {(!on || stalePhone) && (
              <Button colorPalette="primary" variant="outline" onClick={() => void give()}>
                {stalePhone ? 'Update login' : on || !access ? 'Give login' : 'Turn on login'}
              </Button>
            )}
            {on && (
              <Button colorPalette="red" variant="outline" onClick={() => void turnOff()}>
                Turn off login
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
