import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Photo } from '../ui/Photo';
import { BEFORE_AFTER_DELAY_MS } from '../../constants';
import { media, theme } from '../../theme/theme';
import { ArrowButton, CarouselDots, PlayPauseButton, positionLabel, CarouselFrame, ControlRow, Counter } from './controls';
import { CarouselTrack } from './CarouselTrack';
import { useCarousel } from './useCarousel';
import { useAutoplay } from './useAutoplay';
import { CONTAINED, imageSizes } from '../ui/imageSizes';

interface View {
  title: string;
  description: string;
  image: IGatsbyImageData | null;
}

export interface BeforeAfterProject {
  id: string;
  title: string;
  location: string;
  before: View;
  after: View;
}

/** Each project's before and after side by side; advances every 5 s and wraps. */
export function BeforeAfterSlider({ projects }: { projects: BeforeAfterProject[] }) {
  const carousel = useCarousel(projects.length, 600);
  const { active } = carousel;
  const autoplay = useAutoplay(carousel, projects.length, BEFORE_AFTER_DELAY_MS);
  if (projects.length === 0) return null;

  return (
    <Region aria-roledescription="carousel" aria-label="Before and after projects" {...autoplay.regionHandlers}>
      <CarouselTrack
        carousel={carousel}
        modules={autoplay.modules}
        options={{ spaceBetween: 24, autoplay: autoplay.settings }}
        slides={projects.map((project, index) => ({
          key: project.id,
          label: positionLabel(index, projects.length),
          content: (
            <Project>
              <ProjectTitle>
                {project.title} <Location>· {project.location}</Location>
              </ProjectTitle>
              <Pair>
                {[project.before, project.after].map((view) => (
                  <figure key={view.title}>
                    <Frame>
                      {view.image && (
                        <FramePhoto image={view.image} sizes={PHOTO_SIZES} alt={`${project.title}, ${view.title.toLowerCase()}: ${view.description}`} />
                      )}
                      <Tag>{view.title}</Tag>
                    </Frame>
                    <figcaption>{view.description}</figcaption>
                  </figure>
                ))}
              </Pair>
            </Project>
          ),
        }))}
      />
      <ControlRow>
        <ArrowButton direction="previous" label="Previous project" onClick={() => carousel.previous()} />
        <Counter>Project {positionLabel(active, projects.length)}</Counter>
        <ArrowButton direction="next" label="Next project" onClick={() => carousel.next()} />
        {autoplay.canPlay && <PlayPauseButton playing={autoplay.playing} onToggle={autoplay.toggle} itemLabel="project" />}
      </ControlRow>
      <CarouselDots total={projects.length} active={active} onSelect={(index) => carousel.goTo(index)} itemLabel="project" />
    </Region>
  );
}

/** Before above after on phones, side by side from md (see Pair). */
const PHOTO_SIZES = imageSizes(CONTAINED, [
  ['md', 'calc(50vw - 2rem)'],
  ['container', '568px'],
]);

const Region = styled(CarouselFrame)``;

const Project = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const ProjectTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
  text-align: center;
  margin: 0;
`;

const Location = styled.span`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  font-weight: 400;
`;

const Pair = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  figure {
    margin: 0;
  }

  figcaption {
    margin-top: ${theme.space.sm};
    color: ${theme.colors.inkSoft};
  }
`;

const Frame = styled.div`
  position: relative;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  aspect-ratio: 3 / 2;
`;

const FramePhoto = styled(Photo)`
  height: 100%;
`;

const Tag = styled.span`
  position: absolute;
  top: ${theme.space.md};
  left: ${theme.space.md};
  padding: 0.25rem 0.75rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};
  font-weight: 700;
`;
