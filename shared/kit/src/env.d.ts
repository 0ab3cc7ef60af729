// Values Rsbuild inlines at build time.
declare const process: { env: Record<string, string | undefined> };
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
