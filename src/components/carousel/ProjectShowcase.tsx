import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Photo } from '../ui/Photo';
import { SHOWCASE_MAX_CARDS } from '../../constants';
import { ArrowButton, CarouselDots, positionLabel, CarouselFrame, ControlRow, Counter } from './controls';
import { CarouselTrack } from './CarouselTrack';
import { useCarousel } from './useCarousel';
import { Lightbox, useLightbox } from '../gallery/Lightbox';
import { ZoomBadge } from '../gallery/ZoomButton';
import { imageSizes } from '../ui/imageSizes';
import { theme } from '../../theme/theme';

export interface ShowcaseProject {
  id: string;
  title: string;
  description: string;
  image: IGatsbyImageData | null;
}

/** Text of the showcase counter, e.g. "2 of 4 projects". */
export const showcaseCounter = (index: number, total: number) => `${positionLabel(index, total)} projects`;

/**
 * A stack of project cards: the top card shows, the next ones peek out
 * behind it. Clicking the top card, the arrows or a dot moves through them,
 * wrapping at both ends.
 */
export function ProjectShowcase({ projects, maxCards = SHOWCASE_MAX_CARDS }: { projects: ShowcaseProject[]; maxCards?: number }) {
  const cards = projects.slice(0, maxCards);
  const carousel = useCarousel(cards.length, 450);
  const { active } = carousel;
  const { openFrom, lightboxProps } = useLightbox();
  if (cards.length === 0) return null;
  const single = cards.length <= 1;

  return (
    <Wrapper aria-roledescription="carousel" aria-label="Project showcase">
      <Stack>
        <CarouselTrack
          carousel={carousel}
          lazySlides
          modules={['effectCards']}
          options={{
            effect: 'cards',
            cardsEffect: { slideShadows: false, perSlideOffset: 8, perSlideRotate: 2 },
            grabCursor: !single,
            on: {
              click: (instance, event) => {
                // A click on the top card advances the stack; its zoom button opens the photo instead.
                const onZoom = (event.target as Element | null)?.closest?.('button');
                if (!single && !onZoom && instance.clickedIndex === instance.activeIndex) instance.slideNext();
              },
            },
          }}
          slides={cards.map((project, index) => ({
            key: project.id,
            label: positionLabel(index, cards.length),
            content: (
              <Card>
                {project.image && (
                  <PhotoFrame>
                    <ShownPhoto image={project.image} alt={project.title} sizes={PHOTO_SIZES} />
                    <ZoomBadge label={`View ${project.title} larger`} onClick={openFrom(index)} />
                  </PhotoFrame>
                )}
                <Caption>
                  <h3>{project.title}</h3>
                  <p>{project.description}</p>
                </Caption>
              </Card>
            ),
          }))}
        />
      </Stack>
      <ControlRow>
        <ArrowButton direction="previous" label="Previous project" disabled={single} onClick={() => carousel.previous()} />
        <Counter>{showcaseCounter(active, cards.length)}</Counter>
        <ArrowButton direction="next" label="Next project" disabled={single} onClick={() => carousel.next()} />
      </ControlRow>
      <CarouselDots total={cards.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel="project" />
      <Lightbox label="Project" items={cards.map((project) => ({ ...project, key: project.id }))} {...lightboxProps} />
    </Wrapper>
  );
}

/** The stack is at most 560 px wide and insets its cards by 2.5rem each side (see Wrapper and Stack). */
const PHOTO_SIZES = imageSizes('calc(100vw - 8rem)', [[608, '480px']]);

const Wrapper = styled(CarouselFrame)`
  max-width: 560px;
  margin: 0 auto;
`;

/** The cards behind the top one peek out; the padding gives them room without widening the page. */
const Stack = styled.div`
  padding: ${theme.space.md} ${theme.space.xl};
  overflow: hidden;

  .swiper {
    overflow: visible;
  }

  .swiper-slide {
    border-radius: ${theme.radii.lg};
  }
`;

const Card = styled.figure`
  margin: 0;
  background: ${theme.colors.white};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  cursor: pointer;
`;

const PhotoFrame = styled.div`
  position: relative;
`;

const ShownPhoto = styled(Photo)`
  aspect-ratio: 4 / 3;
`;

const Caption = styled.figcaption`
  padding: ${theme.space.md} ${theme.space.lg};

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.xs};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;
