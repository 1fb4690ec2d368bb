import { Card, Heading, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { Can } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { HostelSettings } from '../components/HostelSettings';
import { ReceiptDetails } from '../components/ReceiptDetails';
import { UserDetails } from '../components/UserDetails';

type ProfileTab = 'details' | 'settings';

export function ProfilePage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProfileTab = searchParams.get('tab') === 'settings' ? 'settings' : 'details';

  const handleTabChange = ({ value }: { value: string }) => {
    setSearchParams(value === 'settings' ? { tab: 'settings' } : {}, { replace: true });
  };

  return (
    <Stack gap="6">
      <PageHeader title="Profile" />
      <Card.Root>
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={handleTabChange} colorPalette="primary">
            <Tabs.List>
              <Tabs.Trigger value="details">User Details</Tabs.Trigger>
              <Tabs.Trigger value="settings">Change Password</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="details">
              <UserDetails user={user} />
            </Tabs.Content>
            <Tabs.Content value="settings">
              <Text color="fg.muted">
                You sign in with a one-time code sent to your phone, so there is no password to change.
              </Text>
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <Can permission="hostel_settings">
        <Card.Root as="section" aria-labelledby="hostel-settings-title">
          <Card.Header>
            <Heading as="h2" size="md" id="hostel-settings-title">
              Hostel settings
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="8" separator={<Separator />}>
              <HostelSettings />
              <ReceiptDetails />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Can>
    </Stack>
  );
}
