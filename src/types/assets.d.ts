/** Font files imported for their address (webpack emits them to /static with a content hash). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
