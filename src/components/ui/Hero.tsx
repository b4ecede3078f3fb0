import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Container, Eyebrow } from './layout';
import { Photo } from './Photo';
import { theme } from '../../theme/theme';

interface HeroProps {
  eyebrow?: string | null;
  title: string;
  text: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string;
  children?: React.ReactNode;
}

/** The top of a page: its h1 over a photograph (the page's largest image, so it loads first). */
export function Hero({ eyebrow, title, text, image, imageAlt = '', children }: HeroProps) {
  return (
    <Wrapper>
      {image && <HeroPhoto image={image} alt={imageAlt} priority />}
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
  padding: calc(${theme.layout.headerHeight} + ${theme.space.xxl}) 0 ${theme.space.xxl};
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};
  overflow: hidden;
`;

/** The photograph behind the hero, the page's largest paint: it fills the hero and loads first. */
const HeroPhoto = styled(Photo)`
  position: absolute;
  inset: 0;
  aspect-ratio: auto;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(5, 43, 54, 0.35) 0%, ${theme.colors.overlay} 70%);
`;

const Content = styled(Container)`
  position: relative;
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.display};
  max-width: ${theme.layout.headlineMeasure};
`;

/*
 * Balanced lines: a paragraph that fills each line to the last word changes where it breaks when the web font takes
 * over from its sized fallback (a word a few pixels too wide), balanced lines less often (e2e/fonts.spec.ts).
 */
const Text = styled.p`
  font-size: ${theme.fontSizes.lg};
  text-wrap: balance;
  max-width: ${theme.layout.textMeasure};
  margin-bottom: ${theme.space.lg};
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
  padding: calc(${theme.layout.headerHeight} + ${theme.space.xxl}) 0 ${theme.space.xl};
  background: linear-gradient(135deg, ${theme.colors.oceanDeep}, ${theme.colors.ocean});
  color: ${theme.colors.white};
`;
