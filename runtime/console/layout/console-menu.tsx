/**
 * The console's menu: a resource per descriptor the admin may list (react-admin's own items), then
 * the console's pages, each offered only to the scopes whose calls it makes and while its page flags
 * are on (pages/page-access.ts; the server refuses the calls anyway).
 */
import { Menu, useBasename, useCanAccess, useResourceDefinitions, useTranslate } from 'react-admin';
import { CONSOLE_PAGES, type ConsolePage } from '../pages/console-pages.js';
import { HIDDEN_FROM_MENU } from './hidden-from-menu.js';

function PageItem({ page }: { readonly page: ConsolePage }) {
  const translate = useTranslate();
  // Links are absolute: under the console's basename (/admin), as react-admin's own menu items are.
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: `page:${page.name}`, action: 'open' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${page.name}`} primaryText={translate(page.titleKey ?? `ampere.${page.name}.title`, { _: page.label })} leftIcon={page.icon} />;
}

/** react-admin's resource items (Menu.ResourceItems), but those a page of the console edits instead. */
function ResourceItems() {
  const resources = useResourceDefinitions();
  return (
    <>
      {Object.keys(resources)
        .filter((name) => resources[name]?.hasList && !HIDDEN_FROM_MENU.has(name))
        .map((name) => <Menu.ResourceItem key={name} name={name} />)}
    </>
  );
}

export function ConsoleMenu() {
  return (
    <Menu>
      <ResourceItems />
      {CONSOLE_PAGES.map((page) => (
        <PageItem key={page.name} page={page} />
      ))}
    </Menu>
  );
}
