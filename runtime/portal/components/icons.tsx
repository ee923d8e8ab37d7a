/**
 * portal §2 Shell "Sidebar icons: dashboard, agreement, invoices, analysis, account, myHome, faq,
 * signOut, info, arrowLeft, tool", drawn inline (24×24, currentColor) so they cost no request.
 */
import type { SVGProps } from 'react';

export type IconName = 'dashboard' | 'agreement' | 'invoices' | 'analysis' | 'account' | 'myHome' | 'faq' | 'signOut' | 'info' | 'arrowLeft' | 'tool' | 'menu' | 'close' | 'chevronLeft' | 'chevronRight' | 'chevronDown' | 'alert' | 'download' | 'external';

/** Each icon's path data (one path per icon, drawn with currentColor). */
const PATHS: Record<IconName, string> = {
  dashboard: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z',
  agreement: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm-1 7V3.5L18.5 9zM8 13h8v2H8zm0 4h5v2H8z',
  invoices: 'M19 3H5a2 2 0 0 0-2 2v16l3-2 3 2 3-2 3 2 3-2 3 2V5a2 2 0 0 0-2-2zM7 8h10v2H7zm0 4h10v2H7z',
  analysis: 'M5 9h3v11H5zm5.5-5h3v16h-3zM16 13h3v7h-3z',
  account: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-3.3 0-9 1.7-9 5v2h18v-2c0-3.3-5.7-5-9-5z',
  myHome: 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3z',
  faq: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9A3.4 3.4 0 0 0 13 15h-2v-.5a4 4 0 0 1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 9H8a4 4 0 1 1 7.1 2.3z',
  signOut: 'M10 17l1.4 1.4L17.8 12l-6.4-6.4L10 7l4 4H3v2h11zM19 3h-7v2h7v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  arrowLeft: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
  tool: 'M22.7 19 13.6 9.9a6.4 6.4 0 0 0-8.3-8.3l4.2 4.2-2.9 2.9-4.3-4.2A6.4 6.4 0 0 0 10.6 13l9.1 9.1a1 1 0 0 0 1.4 0l1.6-1.6a1 1 0 0 0 0-1.4z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  chevronLeft: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  chevronRight: 'M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z',
  chevronDown: 'M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6z',
  alert: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  download: 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z',
  external: 'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
};

export function Icon({ name, size = 24, ...rest }: { readonly name: IconName; readonly size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" data-icon={name} {...rest}>
      <path d={PATHS[name]} />
    </svg>
  );
}
