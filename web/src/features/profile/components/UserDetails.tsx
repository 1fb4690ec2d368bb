import { DataList, Text } from '@chakra-ui/react';
import type { SessionUser } from '@/lib/session';
import { formatPhone } from '@hostel-admin/rules';

export type UserDetailsProps = {
  user: SessionUser | null;
};

const roleLabels: Record<SessionUser['role'], string> = {
  admin: 'Admin',
  warden: 'Warden',
  staff: 'Staff',
  tenant: 'Tenant',
  superadmin: 'Super Admin',
};

export function UserDetails({ user }: UserDetailsProps) {
  if (!user) return <Text color="fg.muted">You are not signed in.</Text>;
  const rows = [
    { label: 'Name', value: user.full_name },
    { label: 'Phone', value: formatPhone(user.phone_number) },
    { label: 'Email', value: user.email || '-' },
    { label: 'Position', value: user.position || roleLabels[user.role] || user.role },
    { label: 'Hostel', value: user.hostel_name || '-' },
  ];
  return (
    <DataList.Root orientation="horizontal">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
