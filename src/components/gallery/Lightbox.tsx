import React, { useEffect, useRef, useState } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { Photo } from '../ui/Photo';
import { ArrowButton, ControlRow, Counter, positionLabel } from '../carousel/controls';
import { CarouselTrack } from '../carousel/CarouselTrack';
import { useCarousel } from '../carousel/useCarousel';
import { enlarge } from './enlarge';
import { theme } from '../../theme/theme';

export interface LightboxItem {
  key: string | number;
  title: string;
  description: string;
  image: IGatsbyImageData | null;
}

interface LightboxProps {
  /** Name of the set, e.g. "Hardscapes". */
  label: string;
  items: LightboxItem[];
  /** Index of the photograph to show, or null when closed. */
  openAt: number | null;
  onClose: () => void;
}

/**
 * Photographs shown large in a native dialog, with previous/next through
 * their set. The large files are only requested while it is open; Escape
 * or the close button close it, and the opener gets focus back.
 */
/**
 * Which photograph of a set is open, and the button that opened it. The
 * browser cannot give focus back by itself: Swiper keeps a mouse press on a
 * slide from focusing the button under it, so the opener is remembered here
 * and focused again when the lightbox closes.
 */
export function useLightbox() {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Click handler for the control that opens photograph `index`. */
    openFrom: (index: number) => (event: React.MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      setOpenAt(index);
    },
    lightboxProps: {
      openAt,
      onClose: () => {
        setOpenAt(null);
        opener.current?.focus();
      },
    },
  };
}

export function Lightbox({ label, items, openAt, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = openAt !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog ref={dialogRef} aria-label={`${label} photos`} onClose={onClose}>
      {open && <OpenLightbox items={items} openAt={openAt} close={() => dialogRef.current?.close()} />}
    </Dialog>
  );
}

/**
 * What the open lightbox shows. Drawn afresh each time it opens, so its
 * carousel starts on the photo that opened it, also for the moment before
 * Swiper is attached.
 */
function OpenLightbox({ items, openAt, close }: { items: LightboxItem[]; openAt: number; close: () => void }) {
  const carousel = useCarousel(items.length, 350, openAt);
  return (
    <>
      <Top>
        <Counter>{positionLabel(carousel.active, items.length)}</Counter>
        <Close type="button" aria-label="Close" onClick={close}>
          ×
        </Close>
      </Top>
      <CarouselTrack
        carousel={carousel}
        eager
        options={{ keyboard: { enabled: true }, initialSlide: openAt, spaceBetween: 16 }}
        slides={items.map((item, index) => ({
          key: item.key,
          label: positionLabel(index, items.length),
          content: (
            <figure>
              {item.image && <ShownPhoto image={enlarge(item.image)} alt={item.title} loading={index === openAt ? 'eager' : 'lazy'} />}
              <figcaption>
                <h2>{item.title}</h2>
                <p>{item.description}</p>
              </figcaption>
            </figure>
          ),
        }))}
      />
      <ControlRow>
        <ArrowButton direction="previous" label="Previous photo" disabled={items.length <= 1} onClick={carousel.previous} $tone="light" />
        <ArrowButton direction="next" label="Next photo" disabled={items.length <= 1} onClick={carousel.next} $tone="light" />
      </ControlRow>
    </>
  );
}

const Dialog = styled.dialog`
  width: min(1200px, calc(100vw - 1rem));
  max-width: none;
  max-height: calc(100vh - 1rem);
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};

  &::backdrop {
    background: rgba(0, 0, 0, 0.85);
  }

  figure {
    margin: 0;
  }

  figcaption {
    padding-top: ${theme.space.sm};
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0 0 ${theme.space.xs};
  }

  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.sm};
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.white};
  color: ${theme.colors.oceanDeep};
  font-size: ${theme.fontSizes.xxl};
  line-height: 1;
  cursor: pointer;
`;

const ShownPhoto = styled(Photo)`
  max-height: calc(100vh - 14rem);

  img {
    object-fit: contain;
  }
`;
