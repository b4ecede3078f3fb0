import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
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
 * The hero photograph is the page's largest paint, so it is a plain
 * <picture> from the same build-time image data rather than a GatsbyImage:
 * GatsbyImage keeps its photo transparent until a script shows it, which ties
 * the largest paint to the page's scripts. This one is painted the moment it
 * arrives, loads eagerly and asks for high priority (React 18 passes the
 * attribute through only in lower case). `data-hero-photo` marks it for the
 * image tests (not GatsbyImage's `data-main-image`: gatsby-plugin-image's
 * page script handles every image so marked and expects its placeholder).
 */
function HeroPhoto({ image, alt }: { image: IGatsbyImageData; alt: string }) {
  const { fallback, sources = [] } = image.images;
  // Full-width image data has a width of 1; the widest file gives the photo's real pixel size.
  const width = Math.max(...(fallback?.srcSet ?? '').split(',').map((entry) => parseInt(entry.trim().split(/\s+/)[1] ?? '0', 10) || 0));
  const height = Math.round((width * image.height) / image.width);
  return (
    <Picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        data-hero-photo=""
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="eager"
        decoding="async"
        {...{ fetchpriority: 'high' }}
      />
    </Picture>
  );
}

/** The top of a page: its h1 over a photograph (the page's largest image, so it loads first). */
export function Hero({ eyebrow, title, text, image, imageAlt = '', children }: HeroProps) {
  return (
    <Wrapper>
      {image && <HeroPhoto image={image} alt={imageAlt} />}
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

const Picture = styled.picture`
  position: absolute;
  inset: 0;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
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
  max-width: ${({ theme }) => theme.layout.headlineMeasure};
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: ${({ theme }) => theme.layout.textMeasure};
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
