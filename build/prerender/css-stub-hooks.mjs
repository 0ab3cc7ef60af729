// Node module hooks for the build-time render: a stylesheet import is a bundler's business
// (Rsbuild puts it in the app's CSS files), so in Node it is an empty module.
export async function load(url, context, nextLoad) {
  if (/\.css(\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
