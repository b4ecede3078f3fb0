import React from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';

interface PrivacyNoteProps {
  /** The note in staff's words: `privacyNote` of data/forms.json (`formOptions { privacyNote }` in the page's query). */
  text: string;
}

/**
 * What is kept with a request and why, said by every form just above its send button (issue 59): the quote form's
 * last step, the contact form, the community dialog. One short paragraph, so it adds little to a form page's HTML.
 */
export function PrivacyNote({ text }: PrivacyNoteProps) {
  return <Note>{text}</Note>;
}

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`;
