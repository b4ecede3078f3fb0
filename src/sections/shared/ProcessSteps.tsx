import React from 'react';
import styled from 'styled-components';
import { Container, Lead, Section, SectionTitle, type SectionTone } from '../../components/ui/layout';
import { Reveal } from '../../components/ui/Reveal';
import { REVEAL_STAGGER_MS } from '../../constants';
import { media, theme } from '../../theme/theme';

interface ProcessStepsProps {
  title: string;
  text?: string | null;
  steps: readonly { number: string; title: string; description: string }[];
  tone?: SectionTone;
  /** Delay between steps fading in (specification: 200 ms; 150 ms on the hardscape process). */
  staggerMs?: number;
}

/** A numbered process ("01" to "04") shown as a row of steps. */
export function ProcessSteps({ title, text, steps, tone = 'sand', staggerMs = REVEAL_STAGGER_MS }: ProcessStepsProps) {
  return (
    <Section $tone={tone}>
      <Container>
        <SectionTitle $center>{title}</SectionTitle>
        {text && <Lead $center>{text}</Lead>}
        <Steps $count={steps.length}>
          {steps.map((step, index) => (
            <Step key={step.number} forwardedAs="li" delayMs={index * staggerMs}>
              <Number aria-hidden="true">{step.number}</Number>
              <h3>
                <span className="visually-hidden">Step {step.number}: </span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}

const Steps = styled.ol<{ $count: number }>`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, 1fr);
  }
`;

const Step = styled(Reveal)`
  padding: ${theme.space.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;

const Number = styled.span`
  display: block;
  font-family: ${theme.fonts.heading};
  font-size: 2.5rem;
  font-weight: 700;
  color: ${theme.colors.sunsetDark};
  line-height: 1;
  margin-bottom: ${theme.space.sm};
`;
