import { type ComponentType, use } from 'react';
import { loadExposed } from './loadExposed';

export interface RemoteModuleProps {
  /** `remote/Module`; the module's named export `Module` is rendered. */
  id: string;
  /** The component's props (typed by `RemoteSlot` from the exposed-module map). */
  props: object;
}

/** Renders the named export of a remote module, loading it first (suspends while it loads). */
export function RemoteModule({ id, props }: RemoteModuleProps) {
  const exports = use(loadExposed(id)) as Record<string, unknown>;
  const name = id.slice(id.lastIndexOf('/') + 1);
  const Exported = exports[name] as ComponentType<object> | undefined;
  if (!Exported || (typeof Exported !== 'function' && typeof Exported !== 'object')) {
    throw new Error(`Remote module ${id} has no export named ${name}`);
  }
  return <Exported {...props} />;
}
