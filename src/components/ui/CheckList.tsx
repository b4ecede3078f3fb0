import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** A bulleted list whose bullets are check marks. */
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

  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    top: 0.05rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    background: ${theme.colors.palm};
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
  }
`;
