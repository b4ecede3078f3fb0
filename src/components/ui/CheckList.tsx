import styled from 'styled-components';
import { theme } from '../../theme/theme';

/**
 * A bulleted list whose bullets are check marks: a circle (`::before`) with a
 * check drawn by two borders of a turned box (`::after`). Not an SVG image:
 * Chromium builds a whole SVG document for it, in a task of its own before
 * the first paint of every page with a list (docs/first-screen.md, "Other
 * choices that keep the first screen light").
 */
export const CheckList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 2rem;
  }

  li::before,
  li::after {
    content: '';
    position: absolute;
  }

  li::before {
    left: 0;
    top: 0.05rem;
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    background: ${theme.colors.palm};
  }

  li::after {
    left: 0.53rem;
    top: 0.36rem;
    width: 0.3rem;
    height: 0.58rem;
    border: solid ${theme.colors.white};
    border-width: 0 0.125rem 0.125rem 0;
    transform: rotate(45deg);
  }

  /* Forced colours would give the circle the system's background and the check its text colour, hiding one or the other. */
  @media (forced-colors: active) {
    li::before,
    li::after {
      forced-color-adjust: none;
    }
  }
`;
