import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { PhoneLink } from './PhoneLink';
import { theme } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.sunsetDark};
    color: ${theme.colors.white};
    &:hover {
      background: ${theme.colors.oceanDeep};
    }
  `,
  secondary: css`
    background: ${theme.colors.ocean};
    color: ${theme.colors.white};
    &:hover {
      background: ${theme.colors.oceanDark};
    }
  `,
  light: css`
    background: ${theme.colors.white};
    color: ${theme.colors.oceanDeep};
    &:hover {
      background: ${theme.colors.sand};
    }
  `,
  outlineLight: css`
    background: transparent;
    color: ${theme.colors.white};
    box-shadow: inset 0 0 0 2px ${theme.colors.white};
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
};

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border: 0;
  border-radius: ${theme.radii.pill};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.2s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** An internal link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** The phone link styled as a button. */
export const PhoneButton = styled(PhoneLink)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** An external link that looks like a button and opens in a new tab. */
export const ExternalButton = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  ${({ $center }) => $center && 'justify-content: center;'}
`;
