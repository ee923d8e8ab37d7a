/**
 * The console: react-admin at /admin with a resource for each descriptor that can be listed
 * (generated/resources.gen.ts), its screens the generic ones unless resources/screens.ts names its
 * own. The auth provider's canAccess hides the menu entries and screens the admin's scope may not use
 * (the server refuses them anyway); telemetry is off (react-admin would call an outside host).
 * Screens load lazily, so the first load carries the frame and not every resource's code.
 */
import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { resources as allResources, type ResourceDescriptor } from '../../generated/resources.gen.js';
import { consoleI18nProvider } from './i18n/i18n-provider.js';
import { ConsoleLayout } from './layout/console-layout.js';
import { consoleTheme } from './layout/console-theme.js';
import { customScreens } from './resources/screens.js';
import { CONSOLE_PAGES } from './pages/console-pages.js';
import { PageGate } from './pages/page-gate.js';
import { ConsoleLoginPage } from './sign-in/login-page.js';

const GenericList = lazy(() => import('./resources/generic-list.js').then((m) => ({ default: m.GenericList })));
const GenericShow = lazy(() => import('./resources/generic-show.js').then((m) => ({ default: m.GenericShow })));
const GenericCreate = lazy(() => import('./resources/generic-form.js').then((m) => ({ default: m.GenericCreate })));
const GenericEdit = lazy(() => import('./resources/generic-form.js').then((m) => ({ default: m.GenericEdit })));
const SetPasswordPage = lazy(() => import('./sign-in/set-password-page.js').then((m) => ({ default: m.SetPasswordPage })));

export interface ConsoleAppProps {
  readonly dataProvider: DataProvider;
  readonly authProvider: AuthProvider;
  /** The console's six languages (i18n/i18n-provider.ts); English only when not given (tests). */
  readonly i18nProvider?: I18nProvider;
  /** Where the console is served ('/admin'); tests render it at the root. */
  readonly basename?: string;
  readonly resources?: readonly ResourceDescriptor[];
}

interface Screens {
  readonly descriptor: ResourceDescriptor;
  readonly list: ComponentType;
  readonly show?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly icon?: ComponentType;
}

/** One set of screens per descriptor, made once: react-admin remounts a screen whose component changes. */
function screensOf(resources: readonly ResourceDescriptor[]): Screens[] {
  return resources
    .filter((descriptor) => descriptor.operations.list)
    .map((descriptor) => {
      const own = customScreens[descriptor.name] ?? {};
      const screen = (mine: ComponentType | null | undefined, generic: ComponentType | undefined) => (mine === null ? undefined : (mine ?? generic));
      return {
        descriptor,
        icon: own.icon,
        list: own.list ?? (() => <GenericList descriptor={descriptor} />),
        show: screen(own.show, descriptor.operations.get ? () => <GenericShow descriptor={descriptor} /> : undefined),
        create: screen(own.create, descriptor.operations.create ? () => <GenericCreate descriptor={descriptor} /> : undefined),
        edit: screen(own.edit, descriptor.operations.update ? () => <GenericEdit descriptor={descriptor} /> : undefined),
      };
    });
}

export function ConsoleApp({ dataProvider, authProvider, i18nProvider, basename = '/admin', resources = allResources }: ConsoleAppProps) {
  const screens = useMemo(() => screensOf(resources), [resources]);
  const english = useMemo(() => (i18nProvider ? undefined : consoleI18nProvider({ locale: 'en', resources })), [i18nProvider, resources]);
  // Without a provider given (tests), the English one renders once every area's words are in, as the
  // console's own does with the session (main.tsx).
  const [areasIn, setAreasIn] = useState(english === undefined);
  useEffect(() => {
    if (english) void english.loadAreas().then(() => setAreasIn(true));
  }, [english]);
  const admin = (
    <Admin
      basename={basename}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider ?? english}
      theme={consoleTheme}
      layout={ConsoleLayout}
      loginPage={ConsoleLoginPage}
      disableTelemetry
      requireAuth
      title="ampere.frame.title"
    >
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {CONSOLE_PAGES.map((page) => (
          <Route key={page.name} path={`/${page.name}/*`} element={<PageGate name={page.name}>{page.element}</PageGate>} />
        ))}
      </CustomRoutes>
      {screens.map(({ descriptor, list, show, create, edit, icon }) => (
        <Resource key={descriptor.name} name={descriptor.name} options={{ label: descriptor.label }} list={list} show={show} create={create} edit={edit} icon={icon} />
      ))}
    </Admin>
  );
  if (!areasIn) return null;
  // Real paths under /admin (react-admin's default router puts them after a #): links can be shared
  // and the server answers each with the console (runtime/server/pages/console.ts). Navigations are
  // not React transitions (react-admin's own router does the same): as a transition, the redirect to
  // the sign-in form kept the old screen mounted, whose sign-out redirected again and again for about
  // 12 s before the form showed. A lazy screen shows the layout's loading bar instead.
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={`${basename}/*`} element={admin} />
      </Routes>
    </BrowserRouter>
  );
}
