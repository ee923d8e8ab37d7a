/**
 * The console: react-admin at /admin with a resource for each descriptor that can be listed
 * (generated/resources.gen.ts), its screens the generic ones. The auth provider's canAccess hides
 * the menu entries and screens the admin's scope may not use (the server refuses them anyway);
 * telemetry is off (react-admin would call an outside host).
 */
import { useMemo, type ComponentType } from 'react';
import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { resources as allResources, type ResourceDescriptor } from '../../generated/resources.gen.js';
import { GenericList } from './resources/generic-list.js';
import { GenericShow } from './resources/generic-show.js';

export interface ConsoleAppProps {
  readonly dataProvider: DataProvider;
  readonly authProvider: AuthProvider;
  /** Where the console is served ('/admin'); tests render it at the root. */
  readonly basename?: string;
  readonly resources?: readonly ResourceDescriptor[];
}

interface Screens {
  readonly descriptor: ResourceDescriptor;
  readonly list: ComponentType;
  readonly show?: ComponentType;
}

/** One list and show component per descriptor, made once: react-admin remounts a screen whose component changes. */
function screensOf(resources: readonly ResourceDescriptor[]): Screens[] {
  return resources
    .filter((descriptor) => descriptor.operations.list)
    .map((descriptor) => ({
      descriptor,
      list: () => <GenericList descriptor={descriptor} />,
      show: descriptor.operations.get ? () => <GenericShow descriptor={descriptor} /> : undefined,
    }));
}

export function ConsoleApp({ dataProvider, authProvider, basename = '/admin', resources = allResources }: ConsoleAppProps) {
  const screens = useMemo(() => screensOf(resources), [resources]);
  return (
    <Admin basename={basename} dataProvider={dataProvider} authProvider={authProvider} disableTelemetry requireAuth title="Ampere console">
      {screens.map(({ descriptor, list, show }) => (
        <Resource key={descriptor.name} name={descriptor.name} options={{ label: descriptor.label }} list={list} show={show} />
      ))}
    </Admin>
  );
}
