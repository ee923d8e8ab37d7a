/**
 * The console's frame: react-admin's layout with the console's menu (resources and pages) and an app
 * bar whose user menu is named by who is signed in. react-admin's own menu shows the admin's name but is called "Profile" by screen readers, so its
 * visible text is not part of its name (axe-core: label-content-name-mismatch).
 */
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { ConsoleMenu } from './console-menu.js';

function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

function ConsoleAppBar() {
  return <AppBar userMenu={<ConsoleUserMenu />} />;
}

export function ConsoleLayout({ children }: { readonly children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
