/**
 * The console's menu: a resource per descriptor the admin may list (react-admin's own items), then
 * the console's pages, each offered only to the scopes whose calls it makes (auth-provider.ts
 * PAGE_ACCESS; the server refuses the others anyway).
 */
import RuleIcon from '@mui/icons-material/Rule';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess, useTranslate } from 'react-admin';

interface ConsolePage {
  readonly name: string;
  readonly label: string;
  readonly icon: ReactElement;
}

/** The console's pages beside its resources (their routes are in app.tsx). */
export const CONSOLE_PAGES: readonly ConsolePage[] = [{ name: 'segments', label: 'Segments', icon: <RuleIcon /> }];

function PageItem({ page }: { readonly page: ConsolePage }) {
  const translate = useTranslate();
  // Links are absolute: under the console's basename (/admin), as react-admin's own menu items are.
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: `page:${page.name}`, action: 'open' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${page.name}`} primaryText={translate(`ampere.${page.name}.title`, { _: page.label })} leftIcon={page.icon} />;
}

export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.ResourceItems />
      {CONSOLE_PAGES.map((page) => (
        <PageItem key={page.name} page={page} />
      ))}
    </Menu>
  );
}
