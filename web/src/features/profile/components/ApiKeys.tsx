import { Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { ApiKeysDocument } from '@/features/profile/graphql/ApiKeys.generated';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { ApiKeyList } from './ApiKeyList';

/**
 * Hostel settings, API keys (admins): the hostel's keys for integrators' scripts, newest first with the revoked and
 * expired ones, Create API key and Revoke. The dialog mounts per opening, so each opening sends its own key for
 * the create and starts empty.
 */
export function ApiKeys() {
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument);
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);

  return (
    <Stack as="section" aria-labelledby="api-keys-title" gap="4">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap">
        <Stack gap="1" flex="1" minWidth="min(100%, 18rem)">
          <Heading as="h3" size="sm" id="api-keys-title">
            API keys
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Keys let your own scripts and other systems use the API as this hostel. Send one as{' '}
            <Code overflowWrap="anywhere">Authorization: Bearer &lt;key&gt;</Code>.
          </Text>
        </Stack>
        <Button
          ref={createButton}
          colorPalette="primary"
          aria-haspopup="dialog"
          width={{ base: 'full', sm: 'auto' }}
          onClick={() => setCreating(true)}
        >
          <LuPlus aria-hidden="true" /> Create API key
        </Button>
      </Flex>
      {error && !data ? (
        <LoadError what="the API keys" error={error} onRetry={refetch} />
      ) : loading && !data ? (
        <PageSpinner label="Loading the API keys" />
      ) : (
        <ApiKeyList keys={data?.apiKeys ?? []} />
      )}
      {creating && <ApiKeyCreateDialog onClose={() => setCreating(false)} returnFocus={() => createButton.current} />}
    </Stack>
  );
}
