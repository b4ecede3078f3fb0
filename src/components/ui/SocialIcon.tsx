import React from 'react';
import { Icon, isIconName } from './Icon';

/** The mark of a social network, decorative: the link around it carries the name. */
export function SocialIcon({ network }: { network: string }) {
  return isIconName(network) ? <Icon name={network} size={20} /> : null;
}
