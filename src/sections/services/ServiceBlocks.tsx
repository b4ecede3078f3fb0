import React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import { CheckList } from '../../components/ui/CheckList';
import { SectionTitle } from '../../components/ui/layout';
import { Reveal } from '../../components/ui/Reveal';
import { Split } from '../shared/Split';
import { theme } from '../../theme/theme';

export interface ServiceBlockData {
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  image: IGatsbyImageData | null;
  path: string | null;
}

/** The overview's service blocks, photograph and text alternating sides. */
export function ServiceBlocks({ blocks, linkLabel }: { blocks: ServiceBlockData[]; linkLabel: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Reveal key={block.id}>
          <Split image={block.image} flip={index % 2 === 1} tone={index % 2 === 1 ? 'sand' : 'white'} labelledBy={`service-${block.id}`}>
            <SectionTitle id={`service-${block.id}`}>{block.title}</SectionTitle>
            <p>{block.description}</p>
            <CheckList>
              {block.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </CheckList>
            {block.path && (
              <More to={block.path}>
                {linkLabel}
                <span className="visually-hidden"> about {block.title}</span>
              </More>
            )}
          </Split>
        </Reveal>
      ))}
    </>
  );
}

const More = styled(Link)`
  font-weight: 700;
  color: ${theme.colors.sunsetDark};
`;
