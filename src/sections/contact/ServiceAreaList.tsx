import React from 'react';
import styled from 'styled-components';
import { PhoneButton } from '../../components/ui/buttons';
import { Panel } from '../../components/ui/layout';
import { theme } from '../../theme/theme';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  towns: readonly { name: string; featured: boolean }[];
}

/** The towns served, featured ones highlighted, and the button that calls (or copies the number) to confirm an address. */
export function ServiceAreaList({ title, text, confirmLabel, towns }: Props) {
  return (
    <Panel aria-labelledby="service-area-title">
      <h2 id="service-area-title">{title}</h2>
      <p>{text}</p>
      <Towns>
        {towns.map((town) => (
          <Town key={town.name} $featured={town.featured}>
            {town.name}
            {town.featured && <span className="visually-hidden"> (main service area)</span>}
          </Town>
        ))}
      </Towns>
      <PhoneButton $variant="secondary">{confirmLabel}</PhoneButton>
    </Panel>
  );
}

const Towns = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Town = styled.li<{ $featured: boolean }>`
  padding: 0.35rem 0.85rem;
  border-radius: ${theme.radii.pill};
  background: ${({ $featured }) => ($featured ? theme.colors.palmDark : theme.colors.seafoam)};
  color: ${({ $featured }) => ($featured ? theme.colors.white : theme.colors.oceanDeep)};
  font-weight: ${({ $featured }) => ($featured ? 700 : 500)};
`;
