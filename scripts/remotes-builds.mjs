// The builds of scripts/remotes.mjs: which versions of an app are built, and whether one is
// complete (and, given the portal's URL, served) before the deploy state may point at it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {object} ctx what remotes.mjs shares: S (the deploy-state module), deployRoot (the folder
 *   holding <app>/dist/<version>), refuse (throws the refusal it is given), shown (a file's path as shown)
 */
export function buildChecks({ S, deployRoot, refuse, shown }) {
  const compareVersions = (a, b) => a.localeCompare(b, 'en', { numeric: true });

  /** Versions of an app built and available on disk: shell/dist/<v>/index.html, <remote>/dist/<v>/mf-manifest.json. */
  function builtVersions(app) {
    const dist = path.join(deployRoot, app, 'dist');
    const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(dist)) return [];
    return fs
      .readdirSync(dist)
      .filter((v) => S.isVersion(v) && fs.existsSync(path.join(dist, v, marker)))
      .sort(compareVersions);
  }

  /** Refuses unless the version is built (and, with a URL, loads over HTTP from the running portal). */
  async function checkBuilt(app, version, url) {
    const dir = path.join(deployRoot, app, 'dist', version);
    const others = () => `Built: ${builtVersions(app).join(', ') || 'none'}`;
    if (app === 'shell') {
      if (!fs.existsSync(path.join(dir, 'index.html')))
        refuse(
          `shell ${version} is not built (no ${shown(path.join(dir, 'index.html'))}). ${others()}`,
        );
      // Only the deployed shell is served, so a new one cannot be fetched before the switch.
      return;
    }
    const file = path.join(dir, 'mf-manifest.json');
    if (!fs.existsSync(file))
      refuse(`${app} ${version} is not built (no ${shown(file)}). ${others()}`);
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      refuse(`${shown(file)} is not valid JSON: ${e.message}`);
    }
    const expected = S.remoteName(app);
    if (manifest.name !== expected)
      refuse(`${shown(file)} is for "${manifest.name}", not ${expected}`);
    const entry = manifest.metaData?.remoteEntry;
    if (!entry?.name || !fs.existsSync(path.join(dir, entry.path ?? '', entry.name))) {
      refuse(
        `${app} ${version}: its remote entry ${entry?.name ?? '(none named in the manifest)'} is missing from ${shown(dir)}`,
      );
    }
    if (!url) return;
    const manifestUrl = new URL(S.localManifestUrl(app, version), url);
    const res = await fetch(manifestUrl).catch((e) =>
      refuse(`${url} is unreachable: ${e.message}`),
    );
    if (!res.ok) refuse(`${manifestUrl} answered ${res.status}`);
    try {
      JSON.parse(await res.text());
    } catch {
      refuse(`${manifestUrl} is not valid JSON`);
    }
    const entryUrl = new URL(
      `/apps/${app}/${version}/${entry.path ?? ''}/${entry.name}`.replace(/\/+/g, '/'),
      url,
    );
    const entryRes = await fetch(entryUrl).catch((e) =>
      refuse(`${url} is unreachable: ${e.message}`),
    );
    if (!entryRes.ok) refuse(`${entryUrl} answered ${entryRes.status}`);
  }

  return { builtVersions, checkBuilt };
}
