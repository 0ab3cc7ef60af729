// A remote's page as the server paints it (render-remote-pages.tsx, at build time) and as the
// shell hydrates it (its slot, in the browser): one tree for both, or React finds another page
// than it renders. Ids come from names: React's own follow the tree from its root, and the remote
// is rendered alone at build time but deep in the shell's tree in the browser.
import type { ComponentType } from 'react';
import { NamedIds } from '@qcard/runtime/ui/element-ids';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';

export function PaintedRemotePage({
  remote,
  Page,
}: {
  remote: Pick<RemoteModule, 'Root'>;
  Page: ComponentType;
}) {
  const { Root } = remote;
  return (
    <Root>
      <NamedIds scope="page">
        <Page />
      </NamedIds>
    </Root>
  );
}
