import React, { createContext, useCallback, useContext, useEffect, useState } from 'react';
import styled from 'styled-components';
import { NOTICE_VISIBLE_MS } from '../../constants';
import { theme } from '../../theme/theme';

export interface Notice {
  title: string;
  description?: string;
}

type Notify = (notice: Notice) => void;

const NoticeContext = createContext<Notify>(() => undefined);

/** Shows short notices (such as "Phone number copied!") one at a time: a new one replaces the last. */
export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<(Notice & { key: number }) | null>(null);
  const notify = useCallback<Notify>((notice) => setCurrent({ ...notice, key: Date.now() }), []);

  useEffect(() => {
    if (!current) return undefined;
    const timer = window.setTimeout(() => setCurrent(null), NOTICE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <Region role="status" aria-live="polite" aria-label="Notifications">
        {current && (
          <Card key={current.key}>
            <div>
              <Title>{current.title}</Title>
              {current.description && <Description>{current.description}</Description>}
            </div>
            <Close type="button" aria-label="Dismiss notification" onClick={() => setCurrent(null)}>
              ×
            </Close>
          </Card>
        )}
      </Region>
    </NoticeContext.Provider>
  );
}

export const useNotify = (): Notify => useContext(NoticeContext);

const Region = styled.div`
  position: fixed;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndex.notice};
  max-width: min(360px, calc(100vw - 2rem));
`;

const Card = styled.div`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.oceanDeep};
  color: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0;
`;

const Close = styled.button`
  margin-left: auto;
  background: none;
  border: 0;
  color: inherit;
  font-size: ${theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  min-width: 32px;
  min-height: 32px;
`;
