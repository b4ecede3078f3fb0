import React from 'react';
import styled from 'styled-components';
import { useBusiness } from '../../queries/useBusiness';
import { copyText, shouldDial } from '../../hooks/phone';
import { useNotify } from './Notices';

type PhoneLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** What the link says; the formatted number when omitted. */
  children?: React.ReactNode;
};

/**
 * The business phone as a link: on phones and touch screens it dials; on a
 * desktop a click copies the number and says so, because a desktop has no
 * phone to dial with.
 */
export function PhoneLink({ children, onClick, ...rest }: PhoneLinkProps) {
  const { phone } = useBusiness();
  const notify = useNotify();

  const handleClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || shouldDial()) return;
    event.preventDefault();
    const copied = await copyText(phone.display);
    notify(copied ? { title: 'Phone number copied!', description: phone.display } : { title: 'Phone number', description: phone.display });
  };

  return (
    <Link href={`tel:${phone.dial}`} onClick={handleClick} {...rest}>
      {children ?? phone.display}
    </Link>
  );
}

/** A phone number never breaks across lines. */
const Link = styled.a`
  white-space: nowrap;
`;
