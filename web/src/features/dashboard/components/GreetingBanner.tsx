import { Box, Heading, Text } from '@chakra-ui/react';

export type GreetingBannerProps = {
  name: string;
  hostelName?: string | null;
};

export function GreetingBanner({ name, hostelName }: GreetingBannerProps) {
  return (
    <Box
      as="section"
      aria-label="Greeting"
      bgGradient="to-r"
      gradientFrom="primary.600"
      gradientTo="primary.400"
      color="primary.contrast"
      borderRadius="l3"
      paddingX={{ base: '5', md: '8' }}
      paddingY={{ base: '5', md: '7' }}
    >
      <Heading as="h2" size="2xl">
        Hello, {name}
      </Heading>
      {hostelName && (
        <Text marginTop="1" opacity={0.9}>
          {hostelName}
        </Text>
      )}
    </Box>
  );
}
