/** portal §2 Login "a configurable background (colour, gradient or image)" as an inline style. */
import type { CSSProperties } from 'react';
import type { PortalTenantConfig } from '../../../../schemas/settings/feature-flags.js';

export function backgroundStyle(background: PortalTenantConfig['loginBackground']): CSSProperties {
  if (!background) return {};
  switch (background.type) {
    case 'color':
      return { background: background.color };
    case 'gradient':
      return { background: `linear-gradient(135deg, ${background.colors.join(', ')})` };
    case 'image':
      return { backgroundImage: `url("${background.imageUrl}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  }
}
