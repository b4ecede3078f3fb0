import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

/** Centres content at the site's reading width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};
`;

export type SectionTone = 'white' | 'sand' | 'seafoam' | 'ocean';

const tones: Record<SectionTone, ReturnType<typeof css>> = {
  white: css`
    background: ${theme.colors.white};
  `,
  sand: css`
    background: ${theme.colors.sand};
  `,
  seafoam: css`
    background: ${theme.colors.seafoam};
  `,
  ocean: css`
    background: ${theme.colors.oceanDeep};
    color: ${theme.colors.white};
  `,
};

/** A full-width band of a page with vertical rhythm and a background tone. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${theme.space.section} 0;
  ${({ $tone = 'white' }) => tones[$tone]}
`;

export const SectionTitle = styled.h2<{ $center?: boolean }>`
  font-size: ${theme.fontSizes.title};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
`;

export const Lead = styled.p<{ $center?: boolean }>`
  font-size: ${theme.fontSizes.lg};
  color: inherit;
  opacity: 0.88;
  max-width: ${theme.layout.textMeasure};
  ${({ $center }) => $center && 'margin-left: auto; margin-right: auto; text-align: center;'}
`;

export const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  margin-bottom: ${theme.space.sm};
`;

/** Main content beside a narrower column on wide screens; stacked on phones. */
export const MainAndAside = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;

  @media (min-width: ${theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Cards stacked with even spacing. */
export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** A white card holding a form or a block of facts. */
export const Panel = styled.section`
  padding: ${theme.space.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
`;
