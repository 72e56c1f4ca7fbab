/** An SVG imported as an asset (rspack `asset/resource`): its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
