import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { iconImage } from './Icon';

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
    content: '';
    position: absolute;
    left: 0;
    top: 0.05rem;
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    background: ${theme.colors.palm} ${iconImage('check', theme.colors.white)} center / 0.8rem no-repeat;
  }

  /* Forced colours would put the white check on the system's background colour, where it disappears. */
  @media (forced-colors: active) {
    li::before {
      forced-color-adjust: none;
    }
  }
`;
