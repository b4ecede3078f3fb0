import React, { useEffect } from 'react';
import type { PageProps } from 'gatsby';
import styled from 'styled-components';
import { Seo } from '../components/seo/Seo';
import { ButtonLink } from '../components/ui/buttons';
import { Container } from '../components/ui/layout';
import { useSiteChrome } from '../queries/useSiteChrome';
import { theme } from '../theme/theme';

export default function NotFoundPage({ location }: PageProps) {
  const { notFound } = useSiteChrome();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Wrapper>
      <Container>
        <Code>{notFound.title}</Code>
        <Message>{notFound.text}</Message>
        <ButtonLink to="/">{notFound.linkLabel}</ButtonLink>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: calc(${theme.layout.headerHeight} + ${theme.space.xl}) 0 ${theme.space.xxl};
  background: ${theme.colors.sand};
  text-align: center;
`;

const Code = styled.h1`
  font-size: clamp(4rem, 12vw, 7rem);
  color: ${theme.colors.ocean};
  margin-bottom: 0;
`;

const Message = styled.p`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.lg};
`;

/** The page's title and description, kept out of search results (Gatsby's Head API). */
export function Head() {
  const { notFound } = useSiteChrome();
  return <Seo page={{ metaTitle: notFound.metaTitle, metaDescription: notFound.text }} path="/404" noindex />;
}
