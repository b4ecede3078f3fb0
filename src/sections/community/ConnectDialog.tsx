import React, { useRef, useState } from 'react';
import styled from 'styled-components';
import { SimpleForm } from '../../components/forms/SimpleForm';
import { Button } from '../../components/ui/buttons';
import { PhoneLink } from '../../components/ui/PhoneLink';
import { theme } from '../../theme/theme';

interface ConnectDialogProps {
  buttonLabel: string;
  title: string;
  text: string;
  /** What is kept with the request and why (data/forms.json). */
  privacyNote: string;
}

/**
 * The "Connect With Us" button and its dialog (native <dialog>): focus
 * moves into it when it opens and back to the button when it closes by
 * Escape, Cancel or the close control. A failed send keeps the dialog open
 * with everything typed; once sent it closes and the confirmation shows
 * beside the button. Closing without sending keeps what was typed for the
 * next opening.
 */
export function ConnectDialog({ buttonLabel, title, text, privacyNote }: ConnectDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [sent, setSent] = useState(false);
  const close = () => dialogRef.current?.close();

  return (
    <>
      <Button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setSent(false);
          dialogRef.current?.showModal();
        }}
      >
        {buttonLabel}
      </Button>
      <Sent role="status">
        {sent && (
          <>
            Thank you, your partnership request has been sent. We will be in touch within a few business days, or call us at <PhoneLink />.
          </>
        )}
      </Sent>
      <Dialog ref={dialogRef} aria-labelledby="community-dialog-title" onClose={() => openerRef.current?.focus()}>
        <Header>
          <h2 id="community-dialog-title">{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={close}>
            ×
          </CloseButton>
        </Header>
        <p>{text}</p>
        <SimpleForm
          kind="community"
          label={title}
          submitLabel="Submit"
          sentTitle="Request sent"
          showConfirmation={false}
          privacyNote={privacyNote}
          onSent={() => {
            setSent(true);
            close();
          }}
          actions={
            <Button type="button" $variant="light" onClick={close}>
              Cancel
            </Button>
          }
        />
      </Dialog>
    </>
  );
}

const Sent = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.ink};

  &::backdrop {
    background: ${theme.colors.overlay};
  }

  h2 {
    font-size: ${theme.fontSizes.xxl};
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.sm};
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.seafoam};
  color: ${theme.colors.oceanDeep};
  font-size: ${theme.fontSizes.xxl};
  line-height: 1;
  cursor: pointer;
`;
