/**
 * The console: react-admin at /admin with a resource for each descriptor that can be listed
 * (generated/resources.gen.ts), its screens the generic ones unless resources/screens.ts names its
 * own. The auth provider's canAccess hides the menu entries and screens the admin's scope may not use
 * (the server refuses them anyway); telemetry is off (react-admin would call an outside host).
 * Screens load lazily, so the first load carries the frame and not every resource's code.
 */
import { lazy, useMemo, type ComponentType } from 'react';
import { Admin, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { resources as allResources, type ResourceDescriptor } from '../../generated/resources.gen.js';
import { customScreens, type ResourceScreens } from './resources/screens.js';

const GenericList = lazy(() => import('./resources/generic-list.js').then((m) => ({ default: m.GenericList })));
const GenericShow = lazy(() => import('./resources/generic-show.js').then((m) => ({ default: m.GenericShow })));

export interface ConsoleAppProps {
  readonly dataProvider: DataProvider;
  readonly authProvider: AuthProvider;
  readonly i18nProvider?: I18nProvider;
  /** Where the console is served ('/admin'); tests render it at the root. */
  readonly basename?: string;
  readonly resources?: readonly ResourceDescriptor[];
}

interface Screens extends ResourceScreens {
  readonly descriptor: ResourceDescriptor;
  readonly list: ComponentType;
}

/** One set of screens per descriptor, made once: react-admin remounts a screen whose component changes. */
function screensOf(resources: readonly ResourceDescriptor[]): Screens[] {
  return resources
    .filter((descriptor) => descriptor.operations.list)
    .map((descriptor) => {
      const own = customScreens[descriptor.name] ?? {};
      return {
        descriptor,
        ...own,
        list: own.list ?? (() => <GenericList descriptor={descriptor} />),
        show: own.show ?? (descriptor.operations.get ? () => <GenericShow descriptor={descriptor} /> : undefined),
      };
    });
}

export function ConsoleApp({ dataProvider, authProvider, i18nProvider, basename = '/admin', resources = allResources }: ConsoleAppProps) {
  const screens = useMemo(() => screensOf(resources), [resources]);
  return (
    <Admin basename={basename} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} disableTelemetry requireAuth title="Ampere console">
      {screens.map(({ descriptor, list, show, create, edit, icon }) => (
        <Resource key={descriptor.name} name={descriptor.name} options={{ label: descriptor.label }} list={list} show={show} create={create} edit={edit} icon={icon} />
      ))}
    </Admin>
  );
}
