import React from 'react';
import styled from 'styled-components';

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
  gap: ${({ theme }) => theme.space.sm};

  details {
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
  }

  summary {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-weight: 700;
    cursor: pointer;
  }

  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;
