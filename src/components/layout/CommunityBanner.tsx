import React from 'react';
import styled from 'styled-components';
import { useSiteChrome } from '../../queries/useSiteChrome';
import { media, theme } from '../../theme/theme';
import { ButtonLink } from '../ui/buttons';
import { Container } from '../ui/layout';

export const COMMUNITY_PATH = '/community';

/** The "Join Our Community" banner, shown above the footer on every page but /community itself. */
export function CommunityBanner() {
  const { communityBanner } = useSiteChrome();
  return (
    <Band aria-labelledby="community-banner-title">
      <Inner>
        <div>
          <Title id="community-banner-title">{communityBanner.title}</Title>
          <Text>{communityBanner.text}</Text>
        </div>
        <ButtonLink to={COMMUNITY_PATH} $variant="light">
          {communityBanner.linkLabel}
        </ButtonLink>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  background: ${theme.colors.palmDark};
  color: ${theme.colors.white};
  padding: ${theme.space.xl} 0;
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  align-items: flex-start;

  ${media.up('md')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  margin-bottom: ${theme.space.xs};
`;

const Text = styled.p`
  margin: 0;
`;
