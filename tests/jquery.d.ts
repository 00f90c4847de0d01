// jQuery is used by tests only (the bridge's real counterpart); its shape is typed in shared/bridges.ts.
declare module 'jquery' {
  const jQuery: unknown;
  export default jQuery;
}
