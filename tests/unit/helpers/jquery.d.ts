// jQuery (a devDependency for the tests and the stub's fixture plugins) ships no types.
declare module 'jquery' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const jQuery: any;
  export default jQuery;
}
