import React from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { Icon } from '../ui/Icon';

/** Text of a carousel position, e.g. "2 of 3". */
export const positionLabel = (index: number, total: number) => `${index + 1} of ${total}`;

/** The index after moving by `step`, wrapping past either end. */
export const wrapIndex = (index: number, step: number, total: number) => (total === 0 ? 0 : (((index + step) % total) + total) % total);

/** Swiper's accessibility module: slides announced by position; our own buttons carry the names. */
export const swiperA11y = { enabled: true, slideLabelMessage: '{{index}} of {{slidesLength}}', containerRole: 'group' } as const;

/**
 * A slide's attributes, in the server-rendered HTML too (Swiper adds its own
 * only after hydration): a named group announced as a slide. Off-screen
 * slides are inert, so Tab and screen readers skip what the visitor cannot
 * see (React 18 has no boolean `inert`).
 */
export const slideAttributes = (label: string, visible: boolean): Record<string, string> => ({
  role: 'group',
  'aria-roledescription': 'slide',
  'aria-label': label,
  ...(visible ? {} : { inert: '' }),
});

interface DotsProps {
  total: number;
  active: number;
  onSelect: (index: number) => void;
  /** What a dot moves to, for its accessible name, e.g. "testimonial". */
  itemLabel: string;
}

/** One button per slide (or page); the current one is marked. */
export function CarouselDots({ total, active, onSelect, itemLabel }: DotsProps) {
  return (
    <DotRow>
      {Array.from({ length: total }, (_, index) => (
        <Dot
          key={index}
          type="button"
          aria-label={`Go to ${itemLabel} ${index + 1}`}
          aria-current={index === active ? 'true' : undefined}
          $active={index === active}
          onClick={() => onSelect(index)}
        />
      ))}
    </DotRow>
  );
}

interface ArrowProps {
  direction: 'previous' | 'next';
  onClick: () => void;
  disabled?: boolean;
  label: string;
  $tone?: 'light' | 'dark';
}

export function ArrowButton({ direction, onClick, disabled, label, $tone = 'dark' }: ArrowProps) {
  return (
    <Arrow type="button" aria-label={label} onClick={onClick} disabled={disabled} $tone={$tone}>
      <Chevron aria-hidden="true" $direction={direction} />
    </Arrow>
  );
}

export function PlayPauseButton({ playing, onToggle, itemLabel }: { playing: boolean; onToggle: () => void; itemLabel: string }) {
  return (
    <PlayPause type="button" onClick={onToggle} aria-label={playing ? `Pause ${itemLabel} rotation` : `Play ${itemLabel} rotation`}>
      <Icon name={playing ? 'pause' : 'play'} size={18} />
    </PlayPause>
  );
}

/**
 * The frame every carousel sits in. Swiper measures its container to size
 * the slides; a grid item with auto margins (Swiper's own CSS) would
 * instead grow with its slides, so the container is held to the frame.
 */
export const CarouselFrame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};

  .swiper {
    width: 100%;
  }
`;

export const ControlRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
`;

/** The "N of M" line of a carousel, announced politely as it changes. */
export const Counter = styled.p.attrs({ 'aria-live': 'polite' })`
  margin: 0;
  min-width: 5rem;
  text-align: center;
  font-weight: 600;
`;

const DotRow = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space.xs};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '22px' : '10px')};
    height: 10px;
    border-radius: 999px;
    background: ${({ $active }) => ($active ? theme.colors.ocean : theme.colors.line)};
    transition: width 0.2s ease;
  }
`;

const Arrow = styled.button<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: ${({ $tone }) => ($tone === 'dark' ? theme.colors.ocean : theme.colors.white)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.white : theme.colors.oceanDeep)};
  box-shadow: ${theme.shadows.card};

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Chevron = styled.span<{ $direction: 'previous' | 'next' }>`
  width: 10px;
  height: 10px;
  border-left: 3px solid currentColor;
  border-bottom: 3px solid currentColor;
  transform: ${({ $direction }) => ($direction === 'previous' ? 'translateX(2px) rotate(45deg)' : 'translateX(-2px) rotate(-135deg)')};
`;

const PlayPause = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${theme.colors.ocean};
  background: ${theme.colors.white};
  color: ${theme.colors.ocean};
  font-size: ${theme.fontSizes.xs};
  cursor: pointer;
`;
