import { AbsoluteCenter, Card, Heading, LinkBox, LinkOverlay, ProgressCircle, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type DashboardTileProps = {
  title: string;
  to: string;
  /** The link's words, for the whole tile. */
  linkText: string;
  /** The ring: how much of the whole, its words (the progressbar's name for a screen reader), the text in its middle. */
  ring?: { value: number; max: number; label: string; center: string };
  children?: ReactNode;
};

/** One tile of the dashboard's top row: a title, a ring of part against whole, what it means, and a link. */
export function DashboardTile({ title, to, linkText, ring, children }: DashboardTileProps) {
  const percent = ring && ring.max > 0 ? Math.min(100, Math.round((ring.value / ring.max) * 100)) : 0;
  return (
    <LinkBox as={Card.Root} height="full">
      <Card.Body>
        <Stack align="center" gap="3" height="full">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {ring && (
            <ProgressCircle.Root value={percent} size="xl" translations={{ value: () => ring.label }}>
              <ProgressCircle.Circle>
                <ProgressCircle.Track />
                <ProgressCircle.Range stroke="green.600" />
              </ProgressCircle.Circle>
              <AbsoluteCenter>
                <ProgressCircle.ValueText>{ring.center}</ProgressCircle.ValueText>
              </AbsoluteCenter>
            </ProgressCircle.Root>
          )}
          {children && (
            <Text color="fg.muted" textAlign="center">
              {children}
            </Text>
          )}
          <LinkOverlay
            asChild
            display="inline-flex"
            alignItems="center"
            minHeight="11"
            marginTop="auto"
            color="primary.fg"
            fontWeight="medium"
          >
            <Link to={to}>{linkText}</Link>
          </LinkOverlay>
        </Stack>
      </Card.Body>
    </LinkBox>
  );
}
