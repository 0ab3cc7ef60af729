// The file names of the pages painted at build time (docs/performance.md, "Landing HTML"): the
// shell's build writes them (shell/src/app/prerender.tsx) and the API looks them up by the
// address asked for (api/src/static/landing-html.ts), so both name them here.

/** A route's file name: "/" is index, "/forgot-password" forgot-password, any other "/" as "--". */
export function prerenderName(routePath: string): string {
  return routePath.replace(/^\//, '').replace(/\//g, '--') || 'index';
}

/** The shell's signed-in frame for a rider at this address (a route's path, or the menu's address of a path with a parameter). */
export function riderFrameName(path: string): string {
  return `rider--${prerenderName(path)}`;
}

/** The shell's signed-in frame for a sponsor at this address (a sponsor's own page; none has a parameter). */
export function sponsorFrameName(path: string): string {
  return `sponsor--${prerenderName(path)}`;
}
