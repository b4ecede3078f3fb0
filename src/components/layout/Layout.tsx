import React, { Suspense } from 'react';
import styled from 'styled-components';
import { BackToTop } from './BackToTop';
import { COMMUNITY_PATH, CommunityBanner } from './CommunityBanner';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { theme } from '../../theme/theme';

/**
 * A Suspense boundary (nothing here suspends). React 18 hydrates the
 * server-rendered content inside each one on its own, after the rest of the
 * page, rather than the whole page in one task; a tap inside content not
 * yet hydrated hydrates it first and is then replayed.
 */
const HydrationBoundary = ({ children }: { children: React.ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The frame of every page: header, main content, community banner, footer and floating controls. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <HydrationBoundary>
        <Header pathname={path} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1}>
        {/* A new key per route lets a visitor navigate away from a page that failed to render. */}
        <ErrorBoundary key={path}>
          <HydrationBoundary>{children}</HydrationBoundary>
        </ErrorBoundary>
      </main>
      <HydrationBoundary>
        {path !== COMMUNITY_PATH && <CommunityBanner />}
        <Footer />
      </HydrationBoundary>
      <BackToTop />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.zIndex.notice};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.white};
  color: ${theme.colors.oceanDeep};
  border-radius: ${theme.radii.sm};

  &:focus {
    top: ${theme.space.sm};
  }
`;
