import React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Container, Eyebrow } from './layout';

interface HeroProps {
  eyebrow?: string | null;
  title: string;
  text: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string;
  children?: React.ReactNode;
}

/**
 * The hero photograph is the page's largest paint: it loads eagerly and
 * asks for high priority. React 18 passes the attribute through only in
 * lower case (gatsby-plugin-image hands extra props to its <img>).
 */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/** The top of a page: its h1 over a photograph (the page's largest image, so it loads first). */
export function Hero({ eyebrow, title, text, image, imageAlt = '', children }: HeroProps) {
  return (
    <Wrapper>
      {image && <Background image={image} alt={imageAlt} loading="eager" {...HIGH_PRIORITY} />}
      <Shade aria-hidden="true" />
      <Content>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        <Text>{text}</Text>
        {children}
      </Content>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  display: grid;
  align-items: end;
  min-height: min(82vh, 720px);
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xxl}) 0 ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.oceanDeep};
  color: ${({ theme }) => theme.colors.white};
  overflow: hidden;
`;

const Background = styled(GatsbyImage)`
  position: absolute !important;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(5, 43, 54, 0.35) 0%, ${({ theme }) => theme.colors.overlay} 70%);
`;

const Content = styled(Container)`
  position: relative;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  max-width: 18ch;
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 60ch;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The top of a page without a photograph: its h1 on the brand colour, with optional extras below. */
export function PlainHero({ eyebrow, title, text, children }: Omit<HeroProps, 'image' | 'imageAlt'>) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        <Text>{text}</Text>
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xxl}) 0 ${({ theme }) => theme.space.xl};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.oceanDeep}, ${({ theme }) => theme.colors.ocean});
  color: ${({ theme }) => theme.colors.white};
`;
