import type {
  ApiKeyList_ApiKeyFragment,
  ChangePasswordForm_UserFragment,
  UserDetailsForm_UserFragment,
} from '@/gql/graphql';
import { ApiKeysDocument } from '@/features/profile/graphql/ApiKeys.generated';
import { HostelSettingsDocument } from '@/features/profile/graphql/HostelSettings.generated';
import { ProfilePageDocument } from '@/features/profile/graphql/ProfilePage.generated';
import { HostelReceiptDetailsDocument } from '@/features/profile/graphql/ReceiptDetails.generated';
import { MyActivityDocument } from '@/features/profile/graphql/RecentActivities.generated';
import { RequestTargetsDocument } from '@/features/profile/graphql/RequestTargets.generated';

type ProfileUser = UserDetailsForm_UserFragment & ChangePasswordForm_UserFragment & { __typename: 'User' };

/** The signed-in user as Profile reads them (every field its tabs show), with what a test changes. */
export const profileUser = (overrides: Partial<ProfileUser> = {}): ProfileUser => ({
  __typename: 'User',
  id: '1',
  fullName: 'Asha Verma',
  phoneNumber: '+919876543210',
  email: 'asha@example.com',
  role: 'admin',
  pincode: null,
  city: null,
  state: null,
  district: null,
  otherAddress: null,
  hasPassword: false,
  passwordChangedAt: null,
  ...overrides,
});

export const profileMock = (overrides: Partial<ProfileUser> = {}) => ({
  request: { query: ProfilePageDocument },
  result: { data: { me: profileUser(overrides) } },
  maxUsageCount: 5,
});

export const activityEntry = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ActivityEntry' as const,
  id: String(id),
  text,
  detail: null,
  at: '2026-11-26T10:35:00.000Z',
  subjectType: 'room',
  subjectId: String(id),
  ...extra,
});

/** Recent Activities' page: read again each time it shows, so answered as often as asked. */
export const activityMock = (
  items: ReturnType<typeof activityEntry>[] = [],
  { page = 1, pageSize = 10, totalCount = items.length } = {},
) => ({
  request: { query: MyActivityDocument, variables: { page, pageSize } },
  result: { data: { myActivity: { __typename: 'ActivityPage' as const, totalCount, items } } },
  maxUsageCount: 10,
});

/** Hostel settings' Request targets (RequestTargets.test.tsx), answered with the defaults. */
export const requestTargetsMock = () => ({
  request: { query: RequestTargetsDocument },
  result: {
    data: {
      requestTargets: Object.entries({ service: 24, bed_room: 72, food: 48, others: 72 }).map(([type, hours]) => ({
        __typename: 'RequestTarget',
        type,
        hours,
      })),
    },
  },
});

type ApiKey = ApiKeyList_ApiKeyFragment & { __typename: 'ApiKey' };

/** One of the hostel's API keys as the list reads it: active, read only, never used, expiring in 90 days. */
export const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  __typename: 'ApiKey',
  id: '1',
  name: 'Accounts sync',
  access: 'read_only',
  prefix: 'hak_7Fq2',
  createdBy: 'Asha Verma',
  createdAt: '2026-11-26T10:35:00.000Z',
  expiresAt: '2027-02-24T10:35:00.000Z',
  lastUsedAt: null,
  lastUsedFrom: null,
  status: 'active',
  ...overrides,
});

/** Hostel settings' API keys (ApiKeys.test.tsx), answered once: the list then lives in the cache. */
export const apiKeysMock = (keys: ApiKey[] = []) => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: keys } },
});

/** Hostel Settings' own sections (the settings and the receipt details), answered for tests of the tab's others. */
export const hostelSettingsMocks = () => [
  {
    request: { query: HostelSettingsDocument },
    result: {
      data: {
        hostel: {
          __typename: 'Hostel',
          id: '1',
          name: 'Green Nest Hostel',
          paymentMakerChecker: 'auto',
          makerCheckerEnforced: false,
          lastPeriodRule: 'full',
        },
      },
    },
  },
  {
    request: { query: HostelReceiptDetailsDocument },
    result: { data: { hostel: { __typename: 'Hostel', id: '1', phone: null, gstin: null, pan: null } } },
  },
];
