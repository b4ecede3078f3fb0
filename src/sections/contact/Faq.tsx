import React from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without scripts. */
export function Faq({ title, questions }: { title: string; questions: readonly { question: string; answer: string }[] }) {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      <List>
        {questions.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </List>
    </section>
  );
}

const List = styled.div`
  display: grid;
  gap: ${theme.space.sm};

  details {
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.white};
  }

  summary {
    padding: ${theme.space.md} ${theme.space.lg};
    font-weight: 700;
    cursor: pointer;
  }

  p {
    margin: 0;
    padding: 0 ${theme.space.lg} ${theme.space.md};
  }
`;
