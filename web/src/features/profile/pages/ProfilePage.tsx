import { Card, Heading, Separator, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { ProfilePageDocument } from '@/features/profile/graphql/ProfilePage.generated';
import { useCan } from '@/lib/permissions';
import { ApiKeys } from '../components/ApiKeys';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { HostelSettings } from '../components/HostelSettings';
import { ReceiptDetails } from '../components/ReceiptDetails';
import { RequestTargets } from '../components/RequestTargets';
import { RecentActivities } from '../components/RecentActivities';
import { UserDetailsForm } from '../components/UserDetailsForm';
import { Webhooks } from '../components/Webhooks';
import { useUrlParams } from '@/lib/useUrlParams';

type ProfileTab = 'details' | 'password' | 'settings';

/**
 * The tab in the URL (?tab=): User Details, Change Password, and for admins Hostel Settings. The header's Profile
 * Settings opens `settings`: the hostel's settings for those who may change them, everyone else's own setting, the
 * password.
 */
function tabOf(value: string | null, hostelSettings: boolean): ProfileTab {
  if (value === 'password') return 'password';
  if (value === 'settings') return hostelSettings ? 'settings' : 'password';
  return 'details';
}

export function ProfilePage() {
  const hostelSettings = useCan('hostel_settings');
  const [searchParams, updateParams] = useUrlParams();
  const tab = tabOf(searchParams.get('tab'), hostelSettings);
  const { data, error, refetch } = useQuery(ProfilePageDocument);

  const handleTabChange = ({ value }: { value: string }) => {
    updateParams({ tab: value === 'details' ? null : value }, { replace: true });
  };

  if (error && !data) return <LoadError what="your profile" error={error} onRetry={refetch} />;
  if (!data) return <PageSkeleton />;
  const { me } = data;

  return (
    <Stack gap="6">
      <PageHeader title="Profile" />
      <Card.Root>
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={handleTabChange} colorPalette="primary" lazyMount unmountOnExit>
            <Tabs.List flexWrap="wrap">
              <Tabs.Trigger value="details">User Details</Tabs.Trigger>
              <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
              {hostelSettings && <Tabs.Trigger value="settings">Hostel Settings</Tabs.Trigger>}
            </Tabs.List>
            <Tabs.Content value="details">
              <UserDetailsForm user={me} />
            </Tabs.Content>
            <Tabs.Content value="password">
              <ChangePasswordForm user={me} phone={me.phoneNumber} />
            </Tabs.Content>
            {hostelSettings && (
              <Tabs.Content value="settings">
                {/* The settings' own headings are h3s, under this one. */}
                <VisuallyHidden asChild>
                  <h2>Hostel settings</h2>
                </VisuallyHidden>
                <Stack gap="8" separator={<Separator />}>
                  <HostelSettings />
                  <ReceiptDetails />
                  <RequestTargets />
                  <ApiKeys />
                  <Webhooks />
                </Stack>
              </Tabs.Content>
            )}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="recent-activities-title">
        <Card.Header>
          <Heading as="h2" size="md" id="recent-activities-title">
            Recent Activities
          </Heading>
        </Card.Header>
        <Card.Body>
          <RecentActivities />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
