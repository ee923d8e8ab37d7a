/**
 * The console's menu: a resource per descriptor the admin may list (react-admin's own items), then
 * the console's pages, each offered only to the scopes whose calls it makes and while its page flags
 * are on (pages/page-access.ts; the server refuses the calls anyway).
 */
import { Menu, useBasename, useCanAccess, useTranslate } from 'react-admin';
import { CONSOLE_PAGES, type ConsolePage } from '../pages/console-pages.js';

function PageItem({ page }: { readonly page: ConsolePage }) {
  const translate = useTranslate();
  // Links are absolute: under the console's basename (/admin), as react-admin's own menu items are.
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: `page:${page.name}`, action: 'open' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${page.name}`} primaryText={translate(page.titleKey ?? `ampere.${page.name}.title`, { _: page.label })} leftIcon={page.icon} />;
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
