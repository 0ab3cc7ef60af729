// Element ids that do not depend on where React renders a page. A remote's page painted by the
// server was rendered on its own (the remote's build-time prerender) and is hydrated deep inside
// the shell's tree, where React's useId gives other ids (they follow the tree's shape from its
// root): a label, hint or error would point at an id the painted page does not hold. Inside
// NamedIds, ids come from names the page already has (a field's name). A singleton, so the shell's
// scope is the one the remotes' fields read.
import { createContext, useContext, useId, type ReactNode } from 'react';

const Scope = createContext<string | null>(null);

/** Ids from names inside; a nested scope tells apart two forms of one page that use the same names. */
export function NamedIds({ scope, children }: { scope: string; children: ReactNode }) {
  const outer = useContext(Scope);
  return <Scope value={outer === null ? scope : `${outer}-${scope}`}>{children}</Scope>;
}

/** `<kind>-<scope>-<name>` inside NamedIds when a name is given, else `<kind>` and React's id. */
export function useElementId(kind: string, name?: string | null): string {
  const generated = useId().replace(/:/g, '');
  const scope = useContext(Scope);
  return scope !== null && name ? `${kind}-${scope}-${name}` : `${kind}${generated}`;
}
