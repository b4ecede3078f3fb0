import React from 'react';
import styled from 'styled-components';
import { useSiteChrome } from '../../queries/useSiteChrome';
import { ButtonRow, PhoneButton } from '../ui/buttons';
import { Container } from '../ui/layout';
import { theme } from '../../theme/theme';

interface State {
  error: Error | null;
}

/** Catches a page that throws while rendering and shows the error screen instead of a blank page. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

export function ErrorScreen() {
  const { errorScreen } = useSiteChrome();
  return (
    <Screen role="alert">
      <Container>
        <h1>{errorScreen.title}</h1>
        <p>{errorScreen.text}</p>
        <ButtonRow>
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            Reload page
          </ReloadButton>
          <PhoneButton $variant="secondary" />
        </ButtonRow>
      </Container>
    </Screen>
  );
}

const Screen = styled.div`
  padding: calc(${theme.layout.headerHeight} + ${theme.space.xxl}) 0 ${theme.space.xxl};
  min-height: 60vh;
`;

const ReloadButton = styled.button`
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.ocean};
  background: ${theme.colors.white};
  color: ${theme.colors.ocean};
  font-weight: 700;
  cursor: pointer;
`;
