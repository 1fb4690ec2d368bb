import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/PageSkeleton';
import { Footer } from './Footer';
import { Header } from './Header';
import { SidebarNav } from './SidebarNav';

/** Sidebar, header and footer around every signed-in screen. */
export function AppLayout() {
  return (
    <Flex minHeight="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box
        as="aside"
        hideBelow="lg"
        width="sidebar"
        flexShrink={0}
        position="sticky"
        top="0"
        height="100dvh"
        overflowY="auto"
        bg="bg.panel"
        borderEndWidth="1px"
      >
        <SidebarNav />
      </Box>
      <Flex direction="column" flex="1" minWidth="0">
        <Header />
        {/* At least a screen high, so the footer starts below the fold and does not jump as the page loads. */}
        <Box as="main" flex="1" minHeight="calc(100dvh - {sizes.16})" bg="bg.muted" padding={{ base: '4', md: '6' }}>
          <SkipNavContent />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Flex>
    </Flex>
  );
}
